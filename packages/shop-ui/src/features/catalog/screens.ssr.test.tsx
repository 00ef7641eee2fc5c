import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../primitives/Toast';
import { ThemeProvider } from '../../theme';
import { HomeScreen } from '../home';
import { SearchScreen } from '../search';
import { ListingScreen, ProductCard, WindowedProductGrid } from '.';
import { prerenderToString } from './testing/prerender';
import { DEMO_TITLES, demoProduct, manyProducts } from './testing/productFixtures';

// No request is made while rendering to a string: SWR only fetches in effects.
const client = createApiClient({ baseURL: 'http://localhost:0' });

const app = (node: ReactNode) => (
  <ThemeProvider>
    <ToastProvider>
      <ApiProvider client={client}>{node}</ApiProvider>
    </ToastProvider>
  </ThemeProvider>
);

function render(node: ReactNode): string {
  return renderToString(app(node));
}

describe('catalogue screens on the server', () => {
  it('have no window, session storage or matchMedia to touch', () => {
    expect(typeof window).toBe('undefined');
  });

  // The filter column loads lazily (a phone never shows it), so the server streams it in.
  it('renders the listing with its filters and the default sort', async () => {
    const html = await prerenderToString(
      app(
        <ListingScreen
          searchParams={new URLSearchParams('category=men')}
          onSearchParamsChange={() => {}}
        />,
      ),
    );
    // The heading names the chosen category; the chip shows the filter that is on.
    expect(html).toMatch(/<h1[^>]*>Men<\/h1>/);
    expect(html).toContain('aria-label="Remove filter Men"');
    expect(html).toContain('Price: Low to High');
    expect(html).toMatch(/<input[^>]*value="men"[^>]*checked=""|checked=""[^>]*value="men"/);
  });

  it('renders search and home', () => {
    expect(render(<SearchScreen keyword="jeans" />)).toContain('Search Products');
    const home = render(<HomeScreen />);
    expect(home).toContain('Shop by category');
    expect(home).toContain('href="/shop/listing?category=kids"');
  });

  it('renders a card with its badge', () => {
    const html = render(
      <ProductCard product={demoProduct(DEMO_TITLES.outOfStock)} onAddToCart={() => {}} />,
    );
    expect(html).toContain('Out Of Stock');
    expect(html).toContain(`alt="${DEMO_TITLES.outOfStock}"`);
  });

  it('renders a windowed grid without a viewport', () => {
    const html = render(<WindowedProductGrid aria-label="Products" products={manyProducts(60)} />);
    expect(html).toContain('role="grid"');
  });
});
