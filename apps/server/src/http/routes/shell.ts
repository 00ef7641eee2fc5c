import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { REQUEST } from '../../messages';
import type { AppEnv } from '../env';

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
 * <style> elements at run time; scripts may not.
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
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
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

/**
 * Serves a built shell (apps/shell/dist) on this server's origin: files as they are, hashed
 * assets cached for a year, and index.html (never cached) for every client route, so a reload
 * on /shop/listing works. API, media and upload paths never fall through to it.
 */
export function shellRoutes(dist: string, policy: ShellPolicy) {
  const app = new Hono<AppEnv>();
  const headers = shellSecurityHeaders(policy);
  const root = path.resolve(dist);

  const file = async (relative: string): Promise<Buffer | null> => {
    const full = path.resolve(root, `.${relative}`);
    if (!full.startsWith(`${root}${path.sep}`)) return null;
    try {
      if (!(await stat(full)).isFile()) return null;
      return await readFile(full);
    } catch {
      return null;
    }
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
      return c.body(new Uint8Array(found), 200, { 'Content-Type': type, 'Cache-Control': cache });
    }
    // A missing file with an extension is a 404; anything else is a client route.
    if (path.extname(requested)) return c.json({ success: false, message: REQUEST.notFound }, 404);
    const index = await file('/index.html');
    if (!index) return next();
    return c.body(new Uint8Array(index), 200, {
      'Content-Type': TYPES['.html'] as string,
      'Cache-Control': REVALIDATE,
    });
  });

  return app;
}
