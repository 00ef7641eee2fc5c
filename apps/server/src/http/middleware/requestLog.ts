import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from '../answerHeaders';
import type { AppEnv } from '../env';

/** One log line per request, with an id the client sees (X-Request-Id). */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    setAnswerHeader(c, 'x-request-id', requestId);
    await next();
    c.get('deps').logRequest({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('user')?.id,
    });
  };
}
