import type { Figure } from './figures.ts';
import { cpuMs, sampleRss, seededServer } from './seededServer.ts';

const PRODUCTS = Number(process.env.BENCH_SITEMAP_PRODUCTS ?? 100_000);
const GROUP = 'sitemap';
/** Home, the listing and its three categories. */
const PAGES = 5;

/**
 * `/sitemap.xml` over 100,000 products: the reference server (its own process, PGlite, as the
 * default deployment) with the shell's origin; the time to read the sitemap index and every file
 * it names, gzip as crawlers ask, and how much the server's resident memory grows meanwhile
 * (sampled every 10 ms): streamed in batches, it must not grow with the catalogue.
 */
export async function sitemapFigures(): Promise<Figure[]> {
  const server = await seededServer(PRODUCTS);
  try {
    const read = async (url: string) => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.text();
    };
    // Once before measuring: the first request pays for code a running server has loaded.
    await read(`${server.url}/robots.txt`);
    const memory = sampleRss(server.pid);
    const cpuBefore = cpuMs(server.pid);
    const at = performance.now();
    const index = await read(`${server.url}/sitemap.xml`);
    // The shell's origin is this server's: the files it names are read from it.
    const isIndex = index.includes('<sitemapindex');
    const files = isIndex ? [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '') : [];
    const addresses = (xml: string) => xml.split('<url>').length - 1;
    let urls = isIndex ? 0 : addresses(index);
    for (const file of files) urls += addresses(await read(file));
    const ms = performance.now() - at;
    // The server's share of it, which other processes on a shared machine do not lengthen.
    const cpu = cpuMs(server.pid) - cpuBefore;
    const peak = memory.stop();
    if (urls !== PRODUCTS + PAGES) throw new Error(`the sitemap listed ${urls} addresses`);
    const note = `${PRODUCTS.toLocaleString('en')} products, ${files.length} files, gzip, PGlite; busy shared machine`;
    return [
      {
        group: GROUP,
        name: '/sitemap.xml and its files, read whole',
        value: ms,
        unit: 'ms',
        budget: { max: 2000 },
        note: `server CPU ${cpu} ms; ${note}`,
      },
      {
        group: GROUP,
        name: "server's resident memory growth while streaming",
        value: peak - memory.before,
        unit: 'MiB',
        budget: { max: 64 },
        note: `from ${Math.round(memory.before)} MiB; ${note}`,
      },
    ];
  } finally {
    await server.stop();
  }
}
