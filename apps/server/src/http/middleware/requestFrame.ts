import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../env';

/**
 * What every request gets, in one layer (each layer costs a cached answer about 1.7 µs): the
 * app's dependencies, an id its answer carries (X-Request-Id), the headers every answer
 * carries, and one log line once answered.
 */
export function requestFrame(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('deps', deps);
    c.set('user', null);
    c.set('sessionToken', null);
    c.header('X-Request-Id', requestId);
    c.header('X-Content-Type-Options', 'nosniff');
    // The shell's pages set their own (the payment provider may see the shop's origin).
    c.header('Referrer-Policy', 'no-referrer');
    await next();
    deps.logRequest({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('user')?.id,
    });
  };
}
