/**
 * Benchmark: the back office's long lists in Chromium: the product grid and the orders page
 * with 10,000 entries each, windowed (as shipped) against rendering every card. Prints time to
 * first paint, rows in the DOM, scroll frame times and, for the orders page, how long a search
 * keystroke takes to show its result; each beside its budget.
 * Run: pnpm --filter @atelier/admin-ui bench   (figures vary with the machine)
 */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const SCROLL_FRAMES = 120;
const BUDGET = {
  firstPaintMs: 1500,
  rowsInDom: 100,
  scrollP95Ms: 50,
  /** INP's 'good' threshold. */
  keystrokeP95Ms: 200,
  searchResultMs: 1500,
};
const outDir = mkdtempSync(join(tmpdir(), 'atelier-bench-admin-'));

await build({
  root: import.meta.dirname,
  logLevel: 'warn',
  base: './',
  resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true },
});

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((request, response) => {
  const path = join(outDir, new URL(request.url ?? '/', 'http://x').pathname);
  const file = existsSync(path) && !path.endsWith('/') ? path : join(outDir, 'index.html');
  response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch(chromiumLaunchOptions());
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;
const within = (value: number, budget: number) =>
  `${value.toFixed(0)} (≤ ${budget}) ${value <= budget ? 'ok' : 'OVER'}`;

/**
 * Types a search into the orders page a keystroke at a time, as a person would: the input
 * latency of each keystroke (measured in the page, key event to next painted frame; the list
 * filters on a deferred copy, so typing must not wait for it), and how long until the list shows
 * the result of the whole word.
 */
async function searchLatency(page: Page): Promise<{ inputMs: number; resultMs: number }> {
  await page.getByRole('searchbox', { name: 'Search orders' }).click();
  const word = 'bandra';
  const expected = await page.evaluate((text) => window.benchExpectedCount?.(text), word);
  await page.evaluate(() => {
    window.benchKeyLatencies = [];
  });
  const started = Date.now();
  await page.keyboard.type(word, { delay: 100 });
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent === text),
    expected,
  );
  const resultMs = Date.now() - started;
  const latencies = await page.evaluate(() => window.benchKeyLatencies ?? []);
  return { inputMs: percentile(latencies, 0.95), resultMs };
}

try {
  const rows: Record<string, string | number>[] = [];
  for (const list of ['products', 'orders'] as const) {
    for (const mode of ['windowed', 'all'] as const) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`http://127.0.0.1:${port}/?list=${list}&mode=${mode}&count=${COUNT}`);
      await page.waitForFunction(() => window.benchResult, undefined, { timeout: 180_000 });
      const result = await page.evaluate(() => window.benchResult);
      const frames = await page.evaluate((n) => window.benchScroll?.(n) ?? [], SCROLL_FRAMES);
      const windowedRun = mode === 'windowed';
      const search = list === 'orders' && windowedRun ? await searchLatency(page) : null;
      rows.push({
        list: `${list} (${mode})`,
        entries: COUNT,
        'first paint ms': windowedRun
          ? within(result?.renderMs ?? 0, BUDGET.firstPaintMs)
          : Math.round(result?.renderMs ?? 0),
        'rows in DOM': windowedRun
          ? within(result?.rowsInDom ?? 0, BUDGET.rowsInDom)
          : (result?.rowsInDom ?? 0),
        'scroll p50 ms': percentile(frames, 0.5).toFixed(1),
        'frames over 50 ms': frames.filter((ms) => ms > 50).length,
        'scroll p95 ms': windowedRun
          ? within(percentile(frames, 0.95), BUDGET.scrollP95Ms)
          : percentile(frames, 0.95).toFixed(1),
        'keystroke p95 ms': search ? within(search.inputMs, BUDGET.keystrokeP95Ms) : '',
        "search 'bandra' result ms": search ? within(search.resultMs, BUDGET.searchResultMs) : '',
      });
      await page.close();
    }
  }
  console.table(rows);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
