import { CATEGORY_OPTIONS } from '@atelier/api-client';
import { type Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { countProducts, fileStart, productsAfter, type SitemapProduct } from '../../db/sitemap';
import type { AppEnv } from '../env';
import { listingPath, productPath, SHOP_PATHS } from './pageHeads';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, URLSET } from './sitemap';

/**
 * Products read from the database at a time, about a megabyte of text: a sitemap never holds
 * the catalogue in memory, and each query costs its round trip besides its rows, so batches of
 * a thousand were twice as slow (`pnpm bench sitemap`).
 */
const BATCH = 10_000;
/** A crawler's repeated visits within minutes cost nothing; a new product shows within ten. */
const CACHE_CONTROL = 'public, max-age=600';
const XML = 'application/xml; charset=utf-8';

export interface SitemapOptions {
  /** Addresses per file (the protocol's 50,000; tests use a few). */
  perFile?: number;
  /** Products read at a time (`BATCH`; tests use a few). */
  batch?: number;
}

interface Listed {
  /** Products read at a time. */
  batch: number;
  /** The pages that are not products: home, the listing, each category. */
  pages: readonly string[];
  /** Products after this id (none: from the first), at most `limit` of them. */
  after: string | null;
  limit: number;
}

/**
 * `/robots.txt` and `/sitemap.xml`, on the origin that serves the shell (a sitemap may only list
 * addresses of its own host): every product's page, the listing and each category. Up to
 * `perFile` addresses it is one file; past that, a sitemap index of `/sitemaps/pages.xml` and
 * `/sitemaps/products-<n>.xml`. Each file is streamed as its products are read in batches.
 */
export function sitemapRoutes({ perFile = SITEMAP_MAX_URLS, batch = BATCH }: SitemapOptions = {}) {
  const app = new Hono<AppEnv>();
  const origin = (c: Context<AppEnv>) => new URL(c.get('deps').config.shellUrl).origin;
  const pages = (c: Context<AppEnv>) =>
    [SHOP_PATHS.home, listingPath(), ...CATEGORY_OPTIONS.map(({ id }) => listingPath(id))].map(
      (path) => `${origin(c)}${path}`,
    );

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return c.text(robotsTxt(`${origin(c)}/sitemap.xml`));
  });

  app.get('/sitemap.xml', async (c) => {
    const count = await countProducts(c.get('deps').db);
    const all = pages(c);
    if (all.length + count <= perFile) {
      return urlset(c, { pages: all, after: null, limit: count, batch });
    }
    const files = Array.from(
      { length: Math.ceil(count / perFile) },
      (_, index) => `${origin(c)}/sitemaps/products-${index + 1}.xml`,
    );
    c.header('Cache-Control', CACHE_CONTROL);
    return c.body(sitemapIndex([`${origin(c)}/sitemaps/pages.xml`, ...files]), 200, {
      'Content-Type': XML,
    });
  });

  app.get('/sitemaps/pages.xml', (c) =>
    urlset(c, { pages: pages(c), after: null, limit: 0, batch }),
  );

  app.get('/sitemaps/:file{products-[1-9][0-9]{0,5}\\.xml}', async (c) => {
    const file = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const skipped = (file - 1) * perFile;
    const start = skipped === 0 ? { after: null } : await fileStart(c.get('deps').db, skipped);
    if (!start) return c.notFound();
    return urlset(c, { pages: [], after: start.after, limit: perFile, batch });
  });
  return app;
}

/**
 * A urlset, streamed: the first batch is read before the answer starts (a database that does
 * not answer is a 5xx, not an empty sitemap), the rest as the client reads, each batch read
 * while the one before is written. A failure halfway leaves the document unclosed, which a
 * crawler rejects and fetches again, rather than a shorter list it would believe.
 */
async function urlset(c: Context<AppEnv>, { pages, after, limit, batch: size }: Listed) {
  const { db, config, logger } = c.get('deps');
  const origin = new URL(config.shellUrl).origin;
  const entries = (products: readonly SitemapProduct[]) =>
    products.map((product) => URLSET.entry(`${origin}${productPath(product)}`)).join('');
  const read = (from: string | null, left: number) =>
    left > 0 ? productsAfter(db, from, Math.min(size, left)) : Promise.resolve([]);

  let batch = await read(after, limit);
  c.header('Content-Type', XML);
  c.header('Cache-Control', CACHE_CONTROL);
  return stream(
    c,
    async (out) => {
      let aborted = false;
      out.onAbort(() => {
        aborted = true;
      });
      await out.write(URLSET.open + pages.map(URLSET.entry).join(''));
      let left = limit;
      while (batch.length && !aborted) {
        left -= batch.length;
        const last = batch.at(-1) as SitemapProduct;
        const next = batch.length < size ? Promise.resolve([]) : read(last._id, left);
        // Awaited below; until then a failure must not count as unhandled.
        next.catch(() => {});
        await out.write(entries(batch));
        batch = await next;
      }
      await out.write(URLSET.close);
    },
    async (error) => {
      logger.error({ err: error }, 'sitemap: reading the catalogue failed halfway');
    },
  );
}
