import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { REQUEST } from '../../messages';
import type { AppEnv } from '../env';
import { forbidden, HttpError } from '../errors';

export interface ApiChecks {
  /** Origins allowed to call with cookies. */
  origins: readonly string[];
  /**
   * The server's public origin (PUBLIC_URL): its own pages post to it, and behind a proxy that
   * ends TLS the request's own URL says http.
   */
  selfOrigin: string;
  /** Methods and request headers a preflight allows. */
  methods: readonly string[];
  headers: readonly string[];
  /** Seconds a browser may keep a preflight answer. */
  maxAge: number;
  /** The largest JSON body, in bytes. */
  jsonLimit: number;
  /** Paths with a body limit of their own (uploads). */
  ownLimit: readonly string[];
}

const READS = /^(GET|HEAD|OPTIONS)$/;

/**
 * Every API request, in one layer: NUL characters refused (PostgreSQL cannot store them), CORS
 * with credentials for the configured origins (a preflight is answered here with 204), and for
 * writes the origin guard and the body limit (Hono's bodyLimit).
 *
 * CORS is written here rather than taken from Hono's cors middleware: that one adds
 * `Vary: Origin` to the finished answer, which makes @hono/node-server send it as a stream that
 * it reads with a timer's wait, and a cached first page of cards answered at a tenth of bare
 * node:http's rate (budget: half). A cached answer declares `Vary: Origin` itself (caching.ts);
 * nothing else is kept by anyone.
 */
export function apiChecks(options: ApiChecks): MiddlewareHandler<AppEnv> {
  const { origins, jsonLimit } = options;
  const preflight = {
    'Access-Control-Allow-Methods': options.methods.join(','),
    'Access-Control-Allow-Headers': options.headers.join(','),
    'Access-Control-Max-Age': String(options.maxAge),
  };
  const limited = bodyLimit({
    maxSize: jsonLimit,
    onError: () => {
      throw new HttpError(413, REQUEST.tooLarge);
    },
  });
  return (c, next) => {
    const url = c.req.url;
    if (url.includes('%00') || url.includes('\u0000')) throw new HttpError(400, REQUEST.nul);
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origins.includes(origin);
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    if (c.req.method === 'OPTIONS') return Promise.resolve(c.body(null, 204, preflight));
    if (READS.test(c.req.method)) return next();
    // Cookies ride along on cross-site form posts: a write that names an Origin must come from
    // this server or a configured client origin.
    if (origin && !allowed && origin !== options.selfOrigin && origin !== new URL(url).origin) {
      throw forbidden(REQUEST.originNotAllowed);
    }
    if (options.ownLimit.includes(c.req.path)) return next();
    // A declared length over the limit is refused before a byte of the body is read.
    if (Number(c.req.header('content-length') ?? 0) > jsonLimit) {
      throw new HttpError(413, REQUEST.tooLarge);
    }
    return limited(c, next);
  };
}
