import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildDemoSeed, servedPictures } from '@atelier/api-client/demo-data';
import { createDemoPictures } from '../../apps/server/src/media/demoPictures.ts';
import { type BenchPage, serveBenchPage } from './benchPage.ts';
import { type BenchContext, disableCache, throttleCpu } from './context.ts';
import { type Figure, median, scrollFigure } from './figures.ts';
import { picturesInView } from './picturesInView.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCROLL_FRAMES = 120;
const ROOT = resolve(import.meta.dirname, '../../packages/shop-ui/bench/grid');

/** The bench page with its data (demo products with served pictures). */
async function gridPage(): Promise<BenchPage> {
  // The reference server's pictures, as it serves them once it has drawn them.
  const pictures = createDemoPictures();
  await pictures.warm();
  const page = await serveBenchPage(ROOT, async (path, response) => {
    if (!path.startsWith('/media/')) return false;
    const picture = await pictures.picture(path);
    if (!picture) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': picture.contentType }).end(picture.body);
    return true;
  });
  const { products } = buildDemoSeed({ pictures: servedPictures, productCount: COUNT });
  writeFileSync(join(page.dir, 'products.json'), JSON.stringify({ success: true, data: products }));
  return page;
}

/**
 * The product grid alone with 10,000 products, windowed (as shipped) against every card
 * rendered: a fresh load that fetches and parses the JSON, then renders, `RUNS` times at x1 and
 * x4 CPU (DevTools throttling), medians; then scroll frame times, and how long the cards in view
 * take to show their pictures once the scroll stops.
 */
export async function gridFigures(context: BenchContext): Promise<Figure[]> {
  const page = await gridPage();
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
      const scroll = scrollFigure(
        group,
        `x${cpu} CPU`,
        frames,
        mode === 'windowed' && cpu === 1 ? { max: 17 } : {},
      );
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
