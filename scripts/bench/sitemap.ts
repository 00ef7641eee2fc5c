import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/ports.ts';
import type { Figure } from './figures.ts';
import { forkServer } from './server.ts';

const PRODUCTS = Number(process.env.BENCH_SITEMAP_PRODUCTS ?? 100_000);
const GROUP = 'sitemap';
/** Home, the listing and its three categories. */
const PAGES = 5;

/** A process's resident memory in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return kib / 1024;
}

/**
 * `/sitemap.xml` over 100,000 products: the reference server (its own process, PGlite, as the
 * default deployment) with the shell's origin; the time to read the sitemap index and every file
 * it names, gzip as crawlers ask, and how much the server's resident memory grows meanwhile
 * (sampled every 10 ms): streamed in batches, it must not grow with the catalogue.
 */
export async function sitemapFigures(): Promise<Figure[]> {
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-bench-shell-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atelier</title>');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const seededAt = performance.now();
  const server = await forkServer(
    'apps/server/src/bench/serve.ts',
    {
      PORT: String(port),
      PUBLIC_URL: origin,
      CLIENT_ORIGIN: origin,
      SHELL_URL: origin,
      SHELL_DIST: dist,
      BENCH_PRODUCTS: String(PRODUCTS),
      LOG_LEVEL: 'warn',
    },
    900_000,
  );
  console.log(`  seeded ${PRODUCTS} products in ${Math.round(performance.now() - seededAt)} ms`);
  try {
    const pid = server.pid as number;
    const read = async (url: string) => {
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.text();
    };
    // Once before measuring: the first request pays for code a running server has loaded.
    await read(`${server.url}/robots.txt`);
    const before = rssMiB(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid));
    }, 10);
    const at = performance.now();
    const index = await read(`${server.url}/sitemap.xml`);
    // The shell's origin is this server's: the files it names are read from it.
    const isIndex = index.includes('<sitemapindex');
    const files = isIndex ? [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '') : [];
    const addresses = (xml: string) => xml.split('<url>').length - 1;
    let urls = isIndex ? 0 : addresses(index);
    for (const file of files) urls += addresses(await read(file));
    const ms = performance.now() - at;
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(pid));
    if (urls !== PRODUCTS + PAGES) throw new Error(`the sitemap listed ${urls} addresses`);
    const note = `${PRODUCTS.toLocaleString('en')} products, ${files.length} files, gzip, PGlite; busy shared machine`;
    return [
      {
        group: GROUP,
        name: '/sitemap.xml and its files, read whole',
        value: ms,
        unit: 'ms',
        budget: { max: 2000 },
        note,
      },
      {
        group: GROUP,
        name: "server's resident memory growth while streaming",
        value: peak - before,
        unit: 'MiB',
        budget: { max: 64 },
        note: `from ${Math.round(before)} MiB; ${note}`,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dist, { recursive: true, force: true });
  }
}
