import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../../theme';
import { manyProducts } from '../testing/productFixtures';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid pictures', () => {
  it('loads the first screenful at once and the rest lazily', () => {
    const html = renderToString(
      <ThemeProvider>
        <ProductGrid aria-label="Products" products={manyProducts(8)} virtualized={false} />
      </ThemeProvider>,
    );
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });
});
