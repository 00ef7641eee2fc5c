import { resolve } from 'node:path';
import type { Page } from 'playwright';
import { serveBenchPage } from './benchPage.ts';
import type { BenchContext } from './context.ts';
import { type Figure, percentile, scrollFigure } from './figures.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const SCROLL_FRAMES = 120;
const ROOT = resolve(import.meta.dirname, '../../packages/admin-ui/bench');

interface AdminBenchWindow {
  benchResult?: { renderMs: number; rowsInDom: number };
  benchScroll?: (frames: number) => Promise<number[]>;
  benchKeyLatencies?: number[];
  benchExpectedCount?: (search: string) => string;
}

/**
 * Types a search into the orders page a keystroke at a time, as a person would: the input
 * latency of each keystroke (key event to the next painted frame, measured in the page; the list
 * filters a deferred copy, so typing must not wait for it), and how long until the list shows
 * the result of the whole word.
 */
async function searchLatency(page: Page): Promise<{ inputMs: number; resultMs: number }> {
  await page.getByRole('searchbox', { name: 'Search orders' }).click();
  const word = 'bandra';
  const expected = await page.evaluate(
    (text) => (window as AdminBenchWindow).benchExpectedCount?.(text),
    word,
  );
  await page.evaluate(() => {
    (window as AdminBenchWindow).benchKeyLatencies = [];
  });
  const started = Date.now();
  await page.keyboard.type(word, { delay: 100 });
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent === text),
    expected,
  );
  const resultMs = Date.now() - started;
  const latencies = await page.evaluate(() => (window as AdminBenchWindow).benchKeyLatencies ?? []);
  return { inputMs: percentile(latencies, 0.95), resultMs };
}

/**
 * The back office's long lists in Chromium: the product grid and the orders page with 10,000
 * entries each, windowed (as shipped) against every card rendered: time to first paint, rows in
 * the DOM, scroll frame times and, on the orders page, a search typed a key at a time.
 */
export async function adminFigures(context: BenchContext): Promise<Figure[]> {
  const bench = await serveBenchPage(ROOT);
  const browser = await context.browser();
  const figures: Figure[] = [];
  try {
    for (const list of ['products', 'orders'] as const) {
      for (const mode of ['windowed', 'all'] as const) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.goto(`${bench.url}?list=${list}&mode=${mode}&count=${COUNT}`);
        await page.waitForFunction(() => (window as AdminBenchWindow).benchResult, undefined, {
          timeout: 180_000,
        });
        const result = await page.evaluate(() => (window as AdminBenchWindow).benchResult);
        const frames = await page.evaluate(
          (n) => (window as AdminBenchWindow).benchScroll?.(n) ?? [],
          SCROLL_FRAMES,
        );
        const windowed = mode === 'windowed';
        const group = `admin ${list} ${COUNT.toLocaleString('en')}, ${mode}`;
        figures.push(
          {
            group,
            name: 'first paint',
            value: result?.renderMs ?? null,
            unit: 'ms',
            ...(windowed ? { budget: { max: 1500 } } : {}),
            note: 'from the render call to the first frame with rows',
          },
          {
            group,
            name: 'rows in the DOM',
            value: result?.rowsInDom ?? null,
            unit: 'rows',
            ...(windowed ? { budget: { max: 100 } } : {}),
          },
          scrollFigure(group, 'x1 CPU', frames, { slow: 50, ...(windowed ? { max: 50 } : {}) }),
        );
        if (list === 'orders' && windowed) {
          const search = await searchLatency(page);
          figures.push(
            {
              group,
              name: 'keystroke to next frame, p95',
              value: search.inputMs,
              unit: 'ms',
              // INP's 'good' threshold.
              budget: { max: 200 },
              note: "typing 'bandra' with 100 ms between keys",
            },
            {
              group,
              name: "search 'bandra' to its result shown",
              value: search.resultMs,
              unit: 'ms',
              budget: { max: 1500 },
            },
          );
        }
        await page.close();
      }
    }
  } finally {
    bench.close();
  }
  return figures;
}

const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);

/**
 * Issue 38: the admin's order details (the dialog's content) for an order with 200 timeline
 * events, from the render call to the first frame showing them. Opening the dialog is an
 * interaction, so INP's 'good' threshold is its budget. Part of `pnpm bench orders`, beside the
 * server's read of such an order.
 */
export async function adminDetailsFigures(context: BenchContext): Promise<Figure[]> {
  const bench = await serveBenchPage(ROOT);
  const browser = await context.browser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${bench.url}?list=details&count=${EVENTS}`);
    await page.waitForFunction(() => (window as AdminBenchWindow).benchResult, undefined, {
      timeout: 60_000,
    });
    const result = await page.evaluate(() => (window as AdminBenchWindow).benchResult);
    return [
      {
        group: 'orders',
        name: `admin order details with ${result?.rowsInDom ?? 0} timeline events: render to first paint`,
        value: result?.renderMs ?? null,
        unit: 'ms',
        budget: { max: 200 },
        note: "INP's 'good' threshold; x1 CPU, a busy shared machine",
      },
    ];
  } finally {
    await page.close();
    bench.close();
  }
}
