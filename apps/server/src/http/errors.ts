import { requestProblem } from '@atelier/api-client/schemas';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ACCESS, REQUEST } from '../messages';
import { type FailureKind, ServiceError } from '../services/errors';

/** An error of the HTTP layer itself (content type, size, origin); the message is safe to show. */
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
export const unauthorized = (message: string = ACCESS.unauthorised) => new HttpError(401, message);
export const forbidden = (message: string = ACCESS.denied) => new HttpError(403, message);

const STATUS: Record<FailureKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  unavailable: 502,
  busy: 503,
};

export interface ErrorAnswer {
  status: ContentfulStatusCode;
  message: string;
  headers: Record<string, string>;
}

/** The answer for an error meant for the user; null for an unexpected one. */
export function errorAnswer(error: unknown): ErrorAnswer | null {
  if (error instanceof ServiceError) {
    const retry = error.retryAfterSeconds;
    return {
      status: STATUS[error.kind],
      message: error.message,
      headers: retry ? { 'Retry-After': String(retry) } : {},
    };
  }
  if (error instanceof HttpError) {
    return { status: error.status, message: error.message, headers: error.headers };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, message: requestProblem(error), headers: {} };
  }
  // Hono's own errors (body limit, malformed input) carry a status and are safe to relay.
  if (
    error instanceof Error &&
    'getResponse' in error &&
    'status' in error &&
    typeof error.status === 'number'
  ) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? REQUEST.tooLarge : error.message || REQUEST.invalid;
    return { status, message, headers: {} };
  }
  return null;
}

/** Whether the request came over HTTP/2 (node's incoming message says; in-process tests have none). */
function isHttp2(c: Context): boolean {
  const incoming = (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
  return incoming?.httpVersionMajor === 2;
}

/**
 * Every failure becomes `{ success: false, message }`; unexpected ones are logged in full and
 * answered with a generic 500 so no stack trace or SQL ever reaches the client.
 */
export function errorHandler(logger: Logger) {
  return (error: Error, c: Context) => {
    const answer = errorAnswer(error);
    if (answer) {
      for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
      // A refused body may still be on its way: close the connection rather than leave the rest
      // of it to be read as the next request on a kept-alive socket. HTTP/2 ends only the
      // stream and has no such header.
      if (answer.status === 413 && !isHttp2(c)) c.header('Connection', 'close');
      return c.json({ success: false, message: answer.message }, answer.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ success: false, message: REQUEST.unexpected }, 500);
  };
}
