import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATEGORY_OPTIONS, type Category, productIdFromSlug } from '@atelier/api-client';
import { id } from '@atelier/api-client/schemas';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { type PageHead, withHead } from './head';
import { type ShellRenderer, withContent } from './pageContent';
import { homeHead, listingHead, notFoundHead, productHead, productPath } from './pageHeads';
import { PREVIEW_SIZE, previewPath } from './previewPictures';

const isCategory = (value: string | undefined): value is Category =>
  CATEGORY_OPTIONS.some((option) => option.id === value);

/**
 * The shell's pages whose head the server writes (issue 36): each product, the listing and each
 * category, home. The rest of the shell is served as built. `template(path)` is the built
 * index.html that path would be served (its prerendered frame, if any). A product page's content
 * is rendered too, by the shell's own renderer when its build has one (`renderer`).
 */
export function pageRoutes(
  template: (requestPath: string) => Promise<string>,
  headers: MiddlewareHandler<AppEnv>,
  renderer: () => Promise<ShellRenderer | null> = async () => null,
) {
  const app = new Hono<AppEnv>();
  const origin = (c: Context<AppEnv>) => new URL(c.get('deps').config.shellUrl).origin;
  const page = async (c: Context<AppEnv>, head: PageHead, status: 200 | 404 = 200) =>
    tagged(c, withHead(await template(c.req.path), head), status);

  app.get('/shop/product/:slug', headers, async (c) => {
    const parsed = id.safeParse(productIdFromSlug(c.req.param('slug')));
    const { catalogue } = c.get('deps').services;
    const read = parsed.success ? await catalogue.productPage(parsed.data) : null;
    if (!read) return page(c, notFoundHead(origin(c), c.req.path), 404);
    const { product, reviewCount } = read;
    // One address per product: an old or mistyped title part moves to the product's own.
    const own = productPath(product);
    if (c.req.path !== own) return c.redirect(own + new URL(c.req.url).search, 301);
    const { publicUrl } = c.get('deps').config;
    const preview = previewPath(product, publicUrl);
    const image = preview ? { url: `${publicUrl}${preview}`, ...PREVIEW_SIZE } : undefined;
    const head = productHead({ product, reviewCount, origin: origin(c), image });
    const shell = await renderer();
    // Without a renderer, or when it fails, the page's frame: the browser renders the page
    // itself, as on a static host.
    if (!shell) return page(c, head);
    const url = c.req.path + new URL(c.req.url).search;
    try {
      const content = await shell.renderProductPage(url, product);
      // The site's own index.html, not the page's frame: the frame also preloads the page's
      // chunks, which a rendered page, readable before they run, asks for after its picture.
      const site = withHead(await template('/'), head);
      return tagged(c, withContent(site, content, shell.SERVED_DATA_ID));
    } catch (error) {
      c.get('deps').logger.error({ err: error, path: c.req.path }, 'product page render failed');
      return page(c, head);
    }
  });

  app.get('/shop/listing', headers, (c) => {
    const category = c.req.query('category');
    return page(c, listingHead(origin(c), isCategory(category) ? category : undefined));
  });

  app.get('/shop/home', headers, (c) => page(c, homeHead(origin(c))));
  return app;
}

/**
 * A page with its ETag, a digest of its text, so Hono's etag (`headers`) only compares it with
 * the browser's: made there, it read the answer again as a stream and digested it with Web
 * Crypto, about a millisecond of a product page's CPU (`pnpm bench product-pages`).
 */
function tagged(c: Context<AppEnv>, html: string, status: 200 | 404 = 200) {
  c.header('ETag', `"${createHash('sha1').update(html).digest('base64url')}"`);
  return c.html(html, status);
}

/** The built index.html files, read once each: the build does not change while it is served. */
export function templates(root: string, nearestIndex: (root: string, p: string) => string) {
  const cache = new Map<string, Promise<string>>();
  return (requestPath: string) => {
    const file = nearestIndex(root, requestPath);
    let text = cache.get(file);
    if (!text) {
      text = readFile(path.join(root, file), 'utf8');
      cache.set(file, text);
    }
    return text;
  };
}
