import type { Context, MiddlewareHandler } from 'hono';
import { setAnswerHeader, varyAnswer } from '../answerHeaders';
import type { AppEnv } from '../env';

export interface CorsOptions {
  /** Origins allowed to call with cookies. */
  origins: readonly string[];
  methods: readonly string[];
  headers: readonly string[];
  /** Seconds a browser may keep a preflight answer. */
  maxAge: number;
}

/**
 * CORS with credentials for the configured origins. Every header is gathered before the route
 * runs (Hono's own cors writes to the finished response, which makes Node re-read every body as
 * a stream: a third of a cached listing's time). A preflight is answered here with 204.
 */
export function cors({
  origins,
  methods,
  headers,
  maxAge,
}: CorsOptions): MiddlewareHandler<AppEnv> {
  const allowMethods = methods.join(',');
  const allowHeaders = headers.join(',');
  const preflight = async (c: Context<AppEnv>) => {
    varyAnswer(c, 'Access-Control-Request-Headers');
    return c.body(null, 204, {
      'Access-Control-Allow-Methods': allowMethods,
      'Access-Control-Allow-Headers': allowHeaders,
      'Access-Control-Max-Age': String(maxAge),
    });
  };
  // Not async: every request passes here, and a layer of promises costs each one.
  return (c, next) => {
    const origin = c.req.header('origin');
    varyAnswer(c, 'Origin');
    if (origin && origins.includes(origin)) {
      setAnswerHeader(c, 'access-control-allow-origin', origin);
      setAnswerHeader(c, 'access-control-allow-credentials', 'true');
    }
    return c.req.method === 'OPTIONS' ? preflight(c) : next();
  };
}
