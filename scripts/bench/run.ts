/**
 * `pnpm bench`: every benchmark of the shop, each figure printed beside its budget, all of them
 * written to bench-results/latest.json (git-ignored). Name benchmarks to run only those:
 * `pnpm bench pages lighthouse`. BENCH_RUNS (default 3), BENCH_SECONDS, BENCH_LOAD_SECONDS and
 * BENCH_LIGHTHOUSE_RUNS tune the repetitions. The machine is shared and noisy: figures are
 * medians, and comparisons only hold between runs on the same machine.
 */
import { adminDetailsFigures, adminFigures } from './admin.ts';
import { backOfficeFigures } from './backOffice.ts';
import { bundleFigures } from './bundle.ts';
import { BenchContext } from './context.ts';
import { csvFigures } from './csv.ts';
import { customerFigures } from './customers.ts';
import { facetFigures } from './facets.ts';
import { type Figure, printFigures, verdict, writeFigures } from './figures.ts';
import { gridFigures } from './grid.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { listingFigures } from './listing.ts';
import { loadFigures } from './load.ts';
import { orderBookFigures } from './orderBook.ts';
import { orderFigures } from './orders.ts';
import { pageBytes } from './pages.ts';
import { productPageFigures } from './productPages.ts';
import { scaleFigures } from './scale.ts';
import { sitemapFigures } from './sitemap.ts';
import { throughputFigures } from './throughput.ts';

process.env.NODE_ENV = 'production';

const BENCHES: Record<string, (context: BenchContext) => Promise<Figure[]>> = {
  bundle: () => bundleFigures(),
  grid: gridFigures,
  admin: adminFigures,
  backoffice: () => backOfficeFigures(),
  customers: () => customerFigures(),
  // Issue 37: a facet count answer over 10,000 products in four colours each.
  facets: () => facetFigures(),
  pages: pageBytes,
  lighthouse: lighthouseFigures,
  listing: listingFigures,
  server: async (context) => [...(await throughputFigures(context)), ...(await loadFigures())],
  'product-pages': productPageFigures,
  scale: () => scaleFigures(),
  // Issue 38's budgets: the server's bulk change, details read and invoice; the details' render.
  orders: async (context) => [...(await orderFigures()), ...(await adminDetailsFigures(context))],
  // Issue 39's budgets at 100,000 orders: the orders' first rows and search, the dashboard.
  'order-book': () => orderBookFigures(),
  csv: () => csvFigures(),
  sitemap: () => sitemapFigures(),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`,
  );
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(BENCHES);

const context = new BenchContext();
const figures: Figure[] = [];
const started = performance.now();
let failed = false;
try {
  for (const name of names) {
    const at = performance.now();
    console.log(`running ${name} ...`);
    try {
      figures.push(...((await BENCHES[name]?.(context)) ?? []));
    } catch (error) {
      failed = true;
      console.error(`${name} failed:`, error);
      figures.push({
        group: name,
        name: 'failed',
        value: null,
        unit: '',
        note: String(error).slice(0, 200),
      });
    }
    console.log(`  ${name}: ${((performance.now() - at) / 1000).toFixed(0)} s`);
  }
} finally {
  await context.close();
}
console.log('');
printFigures(figures);
const file = writeFigures(figures);
const over = figures.filter((figure) => verdict(figure) === 'over').length;
console.log(
  `\n${figures.length} figures, ${over} over budget, in ${((performance.now() - started) / 1000).toFixed(0)} s; written to ${file}`,
);
process.exit(failed ? 1 : 0);
