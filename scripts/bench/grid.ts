import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDemoSeed, servedPictures } from '@atelier/api-client/demo-data';
import { build, defaultClientConditions } from 'vite';
import { createDemoPictures } from '../../apps/server/src/media/demoPictures.ts';
import { type BenchContext, disableCache, throttleCpu } from './context.ts';
import { type Figure, median, percentile } from './figures.ts';
import { picturesInView } from './picturesInView.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCROLL_FRAMES = 120;
const ROOT = resolve(import.meta.dirname, '../../packages/shop-ui/bench/grid');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** The bench page and its data (demo products with served pictures), gzip on the wire. */
async function serveBenchPage() {
  const outDir = mkdtempSync(join(tmpdir(), 'atelier-bench-grid-'));
  await build({
    root: ROOT,
    logLevel: 'warn',
    base: './',
    resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  const { products } = buildDemoSeed({ pictures: servedPictures, productCount: COUNT });
  writeFileSync(join(outDir, 'products.json'), JSON.stringify({ success: true, data: products }));
  const gzipped = new Map<string, Buffer>();
  // The reference server's pictures, as it serves them once it has drawn them.
  const pictures = createDemoPictures();
  await pictures.warm();
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/media/')) {
      const picture = await pictures.picture(path);
      if (!picture) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': picture.contentType }).end(picture.body);
      return;
    }
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    let body = gzipped.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      gzipped.set(file, body);
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The product grid alone with 10,000 products, windowed (as shipped) against every card
 * rendered: a fresh load that fetches and parses the JSON, then renders, `RUNS` times at x1 and
 * x4 CPU (DevTools throttling), medians; then scroll frame times, and how long the cards in view
 * take to show their pictures once the scroll stops.
 */
export async function gridFigures(context: BenchContext): Promise<Figure[]> {
  const page = await serveBenchPage();
  const browser = await context.browser();
  const figures: Figure[] = [];
  try {
    const cases: Array<{ cpu: number; mode: 'windowed' | 'all' }> = [
      { cpu: 1, mode: 'windowed' },
      // Every card at once takes minutes at x4 on a small machine: once, at x1, as the reference.
      { cpu: 1, mode: 'all' },
      { cpu: 4, mode: 'windowed' },
    ];
    for (const { cpu, mode } of cases) {
      const runs = mode === 'all' ? 1 : RUNS;
      const paints: number[] = [];
      const data: number[] = [];
      let cards = 0;
      let frames: number[] = [];
      let settled = Number.NaN;
      for (let run = 0; run < runs; run += 1) {
        const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await disableCache(tab);
        if (cpu !== 1) await throttleCpu(tab, cpu);
        await tab.goto(`${page.url}?mode=${mode}`);
        await tab.waitForFunction(() => window.benchResult, undefined, {
          timeout: 300_000,
          polling: 200,
        });
        const result = await tab.evaluate(() => window.benchResult);
        paints.push(result?.paintMs ?? Number.NaN);
        data.push(result?.parseMs ?? Number.NaN);
        cards = result?.cardsInDom ?? 0;
        if (run === 0) {
          frames = await tab.evaluate((n) => window.benchScroll?.(n) ?? [], SCROLL_FRAMES);
          if (mode === 'windowed') settled = await tab.evaluate(picturesInView);
        }
        await tab.close();
      }
      const group = `grid ${COUNT.toLocaleString('en')}, ${mode}`;
      const scroll: Figure = {
        group,
        name: `scroll frame p95 (x${cpu} CPU)`,
        value: percentile(frames, 0.95),
        unit: 'ms',
        ...(mode === 'windowed' && cpu === 1 ? { budget: { max: 17 } } : {}),
        note: `${SCROLL_FRAMES} frames at 300 px, p50 ${percentile(frames, 0.5).toFixed(1)} ms, ${frames.filter((ms) => ms > 25).length} over 25 ms`,
      };
      figures.push(
        {
          group,
          name: `first cards painted (x${cpu} CPU)`,
          value: median(paints),
          unit: 'ms',
          note: `from navigation start, incl. JSON fetched and parsed by ${median(data).toFixed(0)} ms; ${cards} cards in the DOM; ${runs > 1 ? `median of ${runs}` : 'one run'}`,
        },
        scroll,
      );
      // Cards flung past wait with their pictures: what a shopper waits for once it stops.
      if (mode === 'windowed') {
        figures.push({
          group,
          name: `pictures in view after the scroll (x${cpu} CPU)`,
          value: settled,
          unit: 'ms',
          note: 'from the last scrolled frame until every card in view shows its picture',
        });
      }
    }
  } finally {
    page.close();
  }
  return figures;
}
