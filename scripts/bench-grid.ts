/**
 * Benchmark: the product grid with 10,000 cards, windowed (as shipped) against rendering every
 * card, in Chromium. Prints time to first paint, cards in the DOM and scroll frame times.
 * Run: pnpm bench:grid   (figures vary with the machine; compare runs on the same one)
 */
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from './chromium.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const SCROLL_FRAMES = 120;
const root = resolve(import.meta.dirname, '../packages/shop-ui/bench/grid');
const outDir = mkdtempSync(join(tmpdir(), 'atelier-bench-grid-'));

await build({
  root,
  logLevel: 'warn',
  base: './',
  resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true },
});

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
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

try {
  const rows: Record<string, string | number>[] = [];
  for (const mode of ['windowed', 'all'] as const) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/?mode=${mode}&count=${COUNT}`);
    await page.waitForFunction(() => window.benchResult, undefined, { timeout: 120_000 });
    const result = await page.evaluate(() => window.benchResult);
    const frames = await page.evaluate((n) => window.benchScroll?.(n) ?? [], SCROLL_FRAMES);
    rows.push({
      mode,
      cards: COUNT,
      'first paint (ms)': Math.round(result?.renderMs ?? 0),
      'cards in DOM': result?.cardsInDom ?? 0,
      'scroll frame p50 (ms)': percentile(frames, 0.5).toFixed(1),
      'scroll frame p95 (ms)': percentile(frames, 0.95).toFixed(1),
      'frames over 50 ms': frames.filter((ms) => ms > 50).length,
    });
    await page.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
