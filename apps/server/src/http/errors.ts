import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { z } from 'zod';

/** An error whose message is safe and meant for the shopper. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Unauthorised user!') => new HttpError(401, message);
export const forbidden = (message = 'Access denied') => new HttpError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, retryAfterSeconds)) });

/** Turns the first schema issue into one readable sentence, naming the field. */
export function zodMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field ? `Invalid ${field}: ${issue.message}` : issue.message;
}

/**
 * Every failure becomes `{ success: false, message }`; unexpected ones are logged in full and
 * answered with a generic 500 so no stack trace or SQL ever reaches the client.
 */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ success: false, message: error.message }, error.status);
    }
    if (error instanceof z.ZodError) {
      return c.json({ success: false, message: zodMessage(error) }, 400);
    }
    // Hono's own errors (body limit, malformed input) carry a status and are safe to relay.
    if ('getResponse' in error && 'status' in error && typeof error.status === 'number') {
      const status = error.status as ContentfulStatusCode;
      const message =
        status === 413 ? 'Request body is too large' : error.message || 'Invalid request';
      return c.json({ success: false, message }, status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ success: false, message: 'Something went wrong. Please try again.' }, 500);
  };
}
