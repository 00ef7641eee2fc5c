import path from 'node:path';
import { type Context, Hono } from 'hono';
import { REQUEST } from '../../messages';
import type { AppEnv } from '../env';
import { asBody, isCompressible } from '../middleware/compression';
import { encodedEtag, matchesEtag } from '../middleware/etag';
import { type Encoding, negotiateEncoding } from '../middleware/negotiateEncoding';
import { type ShellFile, shellFiles } from './shellFiles';

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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite puts content-hashed files under /assets/: their URL changes whenever they do. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The names the shell's build gives its precompressed files. */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves a built shell (apps/shell/dist) on this server's origin: files as they are, hashed
 * assets cached for a year, and for every client route the nearest index.html up its path
 * (never cached: /shop/listing/index.html, else /index.html), so a reload on /shop/listing
 * works. API, media and upload paths never fall through to it. Files are kept
 * in memory with their ETag (see shellFiles), and the build's precompressed
 * neighbours (`x.js.br`, `x.js.gz`) are sent to clients that accept them.
 */
export function shellRoutes(dist: string, policy: ShellPolicy) {
  const app = new Hono<AppEnv>();
  const headers = shellSecurityHeaders(policy);
  const root = path.resolve(dist);
  const file = shellFiles(root);

  const send = async (
    c: Context<AppEnv>,
    relative: string,
    found: ShellFile,
    type: string,
    cache: string,
  ) => {
    const common = { 'Content-Type': type, 'Cache-Control': cache, ETag: found.etag };
    if (matchesEtag(c.req.header('If-None-Match'), found.etag)) return c.body(null, 304, common);
    const encoding = isCompressible(type)
      ? negotiateEncoding(c.req.header('Accept-Encoding'))
      : null;
    const precompressed = encoding ? await file(`${relative}${SUFFIX[encoding]}`) : null;
    if (encoding && precompressed) {
      return c.body(asBody(precompressed.bytes), 200, {
        ...common,
        'Content-Encoding': encoding,
        ETag: encodedEtag(found.etag, encoding),
      });
    }
    // Not precompressed: the compression middleware compresses it once, by its ETag.
    return c.body(asBody(found.bytes), 200, common);
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      return c.json({ success: false, message: REQUEST.invalid }, 400);
    }
    if (/^\/(api|media|uploads)(\/|$)/.test(requested)) return next();
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    // Source maps are never public, even when a build left some behind.
    const found = requested.endsWith('.map') ? null : await file(requested);
    if (found && requested !== '/index.html') {
      const type = TYPES[path.extname(requested)] ?? 'application/octet-stream';
      const cache = requested.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
      return send(c, requested, found, type, cache);
    }
    // A missing file with an extension is a 404; anything else is a client route, answered
    // with the nearest index.html up its path (the build prerenders some routes' frames).
    if (path.extname(requested)) return c.json({ success: false, message: REQUEST.notFound }, 404);
    for (let dir = requested.replace(/\/+$/, ''); ; dir = dir.slice(0, dir.lastIndexOf('/'))) {
      const index = await file(`${dir}/index.html`);
      if (index) return send(c, `${dir}/index.html`, index, TYPES['.html'] as string, REVALIDATE);
      if (!dir) return next();
    }
  });

  return app;
}
