// Fetches N products as JSON, renders the product grid with them, windowed or not, and exposes
// timings for the runner (scripts/bench/grid.ts). Not part of the package build.
import type { Product } from '@atelier/api-client';
import { createRoot } from 'react-dom/client';
import { scrollFrames } from '../../../../scripts/bench/scrollFrames';
import { ProductGrid } from '../../src/features/catalog';
import { ThemeProvider } from '../../src/theme';

declare global {
  interface Window {
    benchResult?: { fetchMs: number; parseMs: number; paintMs: number; cardsInDom: number };
    benchScroll?: (frames: number) => Promise<number[]>;
  }
}

const params = new URLSearchParams(window.location.search);
const windowed = params.get('mode') !== 'all';
const root = document.getElementById('root');
if (!root) throw new Error('no #root');

// Every time is from navigation start, so script loading, fetching and parsing all count.
const response = await fetch('./products.json');
const text = await response.text();
const fetchMs = performance.now();
const { data: products } = JSON.parse(text) as { data: Product[] };
const parseMs = performance.now();

createRoot(root).render(
  <ThemeProvider>
    <ProductGrid aria-label="Products" products={products} virtualized={windowed} />
  </ThemeProvider>,
);
// React commits in a later task; the frame that shows the first cards paints after the rAF
// callback that sees them, so the next callback's time is the paint's.
const cards = () => document.querySelectorAll('[role="row"]').length;
const waitForPaint = () => {
  if (cards() === 0) return requestAnimationFrame(waitForPaint);
  requestAnimationFrame((now) => {
    window.benchResult = { fetchMs, parseMs, paintMs: now, cardsInDom: cards() };
  });
};
requestAnimationFrame(waitForPaint);

window.benchScroll = scrollFrames;
