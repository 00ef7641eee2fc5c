import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright';
import { isAdminModule } from '../../apps/shell/testing/moduleGraph.ts';
import {
  type BenchContext,
  CARD,
  DEMO_PRODUCTS,
  disableCache,
  productPagePath,
  throttleCpu,
} from './context.ts';
import { type Figure, kib, median } from './figures.ts';

/** A product page opened from a shared link (issue 36); its address is read from the shop. */
const PRODUCT = '/shop/product/…';
/** Pages a visit starts on, each with what shows once it has loaded. */
const PAGES = {
  '/shop/home': CARD,
  '/shop/listing': CARD,
  // Where links to checkout and the account lead a signed-out shopper.
  '/auth/login': 'input[type="email"]',
  [PRODUCT]: 'main h1',
} as const;
type PagePath = keyof typeof PAGES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHONE = { width: 390, height: 844 };

/** Keeps the latest largest-contentful-paint entry's time in `window.__lcp`. */
const LCP_SCRIPT = `
new PerformanceObserver((list) => {
  const last = list.getEntries().at(-1);
  if (last) window.__lcp = last.startTime;
}).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Script {
  file: string;
  /** Bytes on the wire (as the server sent them). */
  wire: number;
  /** The same script gzip-compressed (level 9), whatever the server sent. */
  gzip: number;
}

/**
 * A guest's fresh load of `path` on a phone-sized page, cache off, from the production shell
 * served by the reference server: `before` sets the page up, then it loads until what the page
 * shows (PAGES: its first product cards, the sign-in form) is there and the network is quiet,
 * and `after` reads what was measured.
 */
async function guestLoad<T>(
  context: BenchContext,
  path: PagePath,
  before: (page: Page) => Promise<unknown>,
  after: (page: Page) => Promise<T>,
): Promise<T> {
  const shop = await context.shop(DEMO_PRODUCTS);
  const browser = await context.browser();
  const page = await browser.newPage({ viewport: PHONE });
  try {
    await disableCache(page);
    await before(page);
    await page.goto(`${shop.url}${path === PRODUCT ? await productPagePath(shop.url) : path}`);
    await page.locator(PAGES[path]).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await after(page);
  } finally {
    await page.close();
  }
}

/** Every script a guest's load of `path` downloads. */
function loadScripts(context: BenchContext, path: PagePath): Promise<Script[]> {
  const scripts: Array<Promise<Script>> = [];
  return guestLoad(
    context,
    path,
    async (page) => {
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          (async () => {
            const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
            return {
              file: new URL(response.url()).pathname.replace(/^\//, ''),
              wire: sizes.responseBodySize,
              gzip: gzipSync(body, { level: 9 }).length,
            };
          })(),
        );
      });
    },
    () => Promise.all(scripts),
  );
}

/**
 * Largest contentful paint of a guest's load at 4x CPU (DevTools throttling, the network as it
 * is): what the page's own work costs a phone, where Lighthouse's figure also simulates a slow
 * network.
 */
function lcpAtX4(context: BenchContext, path: PagePath): Promise<number> {
  return guestLoad(
    context,
    path,
    async (page) => {
      await throttleCpu(page, 4);
      await page.addInitScript(LCP_SCRIPT);
    },
    (page) => page.evaluate(() => (window as { __lcp?: number }).__lcp ?? Number.NaN),
  );
}

export async function pageBytes(context: BenchContext): Promise<Figure[]> {
  const { chunks } = await context.shell();
  const figures: Figure[] = [];
  for (const path of Object.keys(PAGES) as PagePath[]) {
    const scripts = await loadScripts(context, path);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const wire = scripts.reduce((sum, script) => sum + script.wire, 0);
    const admin = scripts.flatMap((script) =>
      Object.entries(chunks.get(script.file)?.modules ?? {}).filter(([id]) => isAdminModule(id)),
    );
    const group = `page ${path}`;
    figures.push(
      {
        group,
        name: 'JS a guest downloads, gzip',
        value: kib(gzip),
        unit: 'KiB',
        budget: { max: 150 },
        note: `real load, cache off, 390x844; each script gzip -9; ${kib(wire).toFixed(1)} KiB on the wire`,
      },
      {
        group,
        name: 'JS files',
        value: scripts.length,
        unit: 'files',
        budget: { max: 35 },
      },
      {
        group,
        name: 'admin code in it',
        value: kib(admin.reduce((sum, [, length]) => sum + length, 0)),
        unit: 'KiB',
        budget: { max: 0 },
        note: admin.length
          ? `minified: ${admin.map(([id]) => id.split('/').slice(-2).join('/')).join(', ')}`
          : 'from the build module graph of every downloaded chunk',
      },
    );
    if (path === PRODUCT) figures.push(await productHtml(context));
    const lcps: number[] = [];
    for (let run = 0; run < RUNS; run += 1) lcps.push(await lcpAtX4(context, path));
    figures.push({
      group,
      name: 'LCP at x4 CPU',
      value: median(lcps) / 1000,
      unit: 's',
      note: `median of ${RUNS}: ${lcps.map((ms) => (ms / 1000).toFixed(2)).join(', ')}; 390x844, cache off, DevTools CPU throttling, network unthrottled (Lighthouse's LCP holds the budget)`,
    });
  }
  return figures;
}

/** A product page's HTML, head and content, as the server sends it to a browser. */
async function productHtml(context: BenchContext): Promise<Figure> {
  const shop = await context.shop(DEMO_PRODUCTS);
  const path = await productPagePath(shop.url);
  const answer = await fetch(`${shop.url}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const html = Buffer.from(await answer.arrayBuffer());
  const gzip = gzipSync(html, { level: 9 }).length;
  return {
    group: `page ${PRODUCT}`,
    name: 'HTML, gzip',
    value: kib(gzip),
    unit: 'KiB',
    budget: { max: 30 },
    note: `${path.split('-').at(-1)}: gzip -9 of the page the server rendered; ${kib(html.length).toFixed(1)} KiB uncompressed`,
  };
}
