import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../../theme';
import { manyProducts } from '../testing/productFixtures';
import { ProductGrid } from './ProductGrid';

const serverRender = (element: React.ReactElement) =>
  renderToString(<ThemeProvider>{element}</ThemeProvider>);
const rowCount = (html: string) => html.match(/role="row"/g)?.length ?? 0;

describe('ProductGrid', () => {
  it('loads the first screenful of pictures at once and the rest lazily', () => {
    const html = serverRender(<ProductGrid aria-label="Products" products={manyProducts(8)} />);
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('renders every card of a list it does not window', () => {
    const html = serverRender(
      <ProductGrid aria-label="Products" products={manyProducts(60)} virtualized={false} />,
    );
    expect(rowCount(html)).toBe(60);
    expect(html).toContain('aria-rowcount="60"');
  });

  it('windows a long list: a first screenful of cards, and the whole count announced', () => {
    const html = serverRender(<ProductGrid aria-label="Products" products={manyProducts(60)} />);
    expect(rowCount(html)).toBe(8);
    expect(html).toContain('aria-rowcount="60"');
  });
});
