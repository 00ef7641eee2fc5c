// Renders the product grid with N cards, windowed or not, and exposes timings for the runner
// (scripts/bench-grid.ts). Not part of the package build.
import { createRoot } from 'react-dom/client';
import { ProductGrid } from '../../src/features/catalog';
import { manyProducts } from '../../src/features/catalog/testing/productFixtures';
import { ThemeProvider } from '../../src/theme';

declare global {
  interface Window {
    benchResult?: { renderMs: number; cardsInDom: number };
    benchScroll?: (frames: number) => Promise<number[]>;
  }
}

const params = new URLSearchParams(window.location.search);
const windowed = params.get('mode') !== 'all';
const products = manyProducts(Number(params.get('count') ?? 10_000));
const root = document.getElementById('root');
if (!root) throw new Error('no #root');

const start = performance.now();
createRoot(root).render(
  <ThemeProvider>
    <ProductGrid aria-label="Products" products={products} virtualized={windowed} />
  </ThemeProvider>,
);
// React commits in a later task; once cards exist, the next frame is their first paint.
const cards = () => document.querySelectorAll('[role="row"]').length;
const waitForPaint = () => {
  if (cards() === 0) return requestAnimationFrame(waitForPaint);
  requestAnimationFrame(() => {
    window.benchResult = { renderMs: performance.now() - start, cardsInDom: cards() };
  });
};
requestAnimationFrame(waitForPaint);

/** Scrolls 300 px a frame and returns the time between frames, in ms. */
window.benchScroll = (frames) =>
  new Promise((resolve) => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    const scroller =
      grid && grid.scrollHeight > grid.clientHeight
        ? grid
        : (document.scrollingElement as HTMLElement);
    const deltas: number[] = [];
    let last = performance.now();
    const step = (now: number) => {
      deltas.push(now - last);
      last = now;
      scroller.scrollTop += 300;
      if (deltas.length < frames) requestAnimationFrame(step);
      else resolve(deltas.slice(1));
    };
    requestAnimationFrame(step);
  });
