import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type Next } from 'hono';
import { every, except } from 'hono/combine';
import { etag } from 'hono/etag';
import { REQUEST } from '../../messages';
import type { AppEnv } from '../env';
import { shellRenderer } from '../seo/pageContent';
import { pageRoutes, templates } from '../seo/pageRoutes';
import { sitemapRoutes } from '../seo/sitemapRoutes';

export interface ShellPolicy {
  /** Where the shell calls the API; the shell's own origin needs no entry. */
  apiOrigin?: string;
  /** Origin of the payment provider's checkout script. */
  paymentScriptOrigin?: string;
  /** Origins the payment provider opens its frames and requests from. */
  paymentFrameOrigins?: readonly string[];
}

/**
 * The headers every response of the built shell carries, wherever it is served (see the server
 * README for other hosts). Styles may be inline because styled-components writes its rules into
 * <style> elements at run time; scripts may not. No Cross-Origin-Opener-Policy: Chromium learns
 * of it only from the response and then starts the page in a new renderer process, 70 to 130 ms
 * more on every landing (Lighthouse's mobile LCP 2.27 -> 1.99 s on home), and this shop keeps no
 * state another window could read through an opener.
 */
function shellSecurityHeaders(policy: ShellPolicy): Record<string, string> {
  const list = (...sources: Array<string | undefined>) =>
    sources.filter((source): source is string => !!source).join(' ');
  const frames = policy.paymentFrameOrigins ?? [];
  const csp = [
    "default-src 'self'",
    `script-src ${list("'self'", policy.paymentScriptOrigin)}`,
    `style-src 'self' 'unsafe-inline'`,
    // Product pictures may live on any https CDN an admin names, or on the API's origin.
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', policy.apiOrigin)}`,
    `connect-src ${list("'self'", policy.apiOrigin, ...frames)}`,
    `frame-src ${list("'self'", ...frames)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Vite puts content-hashed files under /assets/: their URL changes whenever they do. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Paths the API, its pictures and uploads own: a missing one there is never a client route. The
 * build's server renderer (dist/ssr) is read from disk by this server, never sent.
 */
const NOT_SHELL = ['/api/*', '/media/*', '/uploads/*', '/ssr/*'];

/**
 * The nearest `index.html` up a client route's path (the build prerenders some routes' frames:
 * /shop/listing/more answers shop/listing/index.html, anything else /index.html).
 */
function nearestIndex(root: string, requested: string): string {
  for (let dir = requested.replace(/\/+$/, ''); dir; dir = dir.slice(0, dir.lastIndexOf('/'))) {
    if (existsSync(path.join(root, dir, 'index.html'))) return `${dir}/index.html`;
  }
  return '/index.html';
}

/**
 * Serves a built shell (apps/shell/dist) on this server's origin with @hono/node-server's
 * serveStatic: each file as it is, or its precompressed neighbour (`x.js.br`, `x.js.gz`) for a
 * client that accepts it; hashed assets cached for a year, everything else revalidated by its
 * ETag; every client route answers the nearest index.html up its path, so a reload on
 * /shop/listing works. Source maps are never served, even when a build left some behind.
 */
export function shellRoutes(dist: string, policy: ShellPolicy) {
  const app = new Hono<AppEnv>();
  const headers = shellSecurityHeaders(policy);
  const root = path.resolve(dist);
  const revalidated = etag();
  const notFound = (c: Context) => c.json({ success: false, message: REQUEST.notFound }, 404);

  // The pages whose head the server writes: revalidated like every HTML answer.
  const pageHeaders = async (c: Context, next: Next) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header('Cache-Control', REVALIDATE);
    await revalidated(c, next);
  };
  app.route('/', pageRoutes(templates(root, nearestIndex), pageHeaders, shellRenderer(root)));
  app.route('/', sitemapRoutes());

  const site = every(
    async (c: Context, next: Next) => {
      if (c.req.path.endsWith('.map')) return notFound(c);
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      const immutable = c.req.path.startsWith('/assets/');
      c.header('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      await (immutable ? next() : revalidated(c, next));
      // serveStatic reads Accept-Encoding for every file, but names it only when it picks a
      // precompressed one.
      c.res.headers.set('Vary', 'Accept-Encoding');
    },
    serveStatic({ root, precompressed: true }),
    // A missing file is a 404; anything else is a client route.
    async (c: Context, next: Next) => (path.extname(c.req.path) ? notFound(c) : next()),
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (requested) => nearestIndex(root, requested),
    }),
  );
  app.get('*', except(NOT_SHELL, site));
  return app;
}
