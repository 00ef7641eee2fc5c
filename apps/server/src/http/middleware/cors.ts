import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  /** Origins allowed to call with cookies. */
  origins: readonly string[];
  methods: readonly string[];
  headers: readonly string[];
  /** Seconds a browser may keep a preflight answer. */
  maxAge: number;
}

/**
 * CORS with credentials for the configured origins. Every header is set before the route runs
 * (Hono's own cors writes to the finished response, which makes Node re-read every body as a
 * stream: a third of a cached listing's time). A preflight is answered here with 204.
 */
export function cors({ origins, methods, headers, maxAge }: CorsOptions): MiddlewareHandler {
  const allowMethods = methods.join(',');
  const allowHeaders = headers.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin');
    c.header('Vary', 'Origin', { append: true });
    if (origin && origins.includes(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    if (c.req.method !== 'OPTIONS') return next();
    c.header('Vary', 'Access-Control-Request-Headers', { append: true });
    return c.body(null, 204, {
      'Access-Control-Allow-Methods': allowMethods,
      'Access-Control-Allow-Headers': allowHeaders,
      'Access-Control-Max-Age': String(maxAge),
    });
  };
}
