import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * Headers the middleware give every answer (security headers, the request id, Vary, CORS),
 * gathered in a plain object before the route runs instead of through `c.header()`. Hono keeps
 * those in a `Headers` object, and building one, then turning it back into Node's header list,
 * cost a small cached answer more than its route did. A complete answer (`completeAnswer`) takes
 * them in its own plain headers; any other answer gets them once it is finished
 * (`applyAnswerHeaders`), where the route's own value of a header wins, as `c.header()` before
 * the route let it.
 *
 * Names are lower case, as Node sends names taken from a `Headers` object.
 */
export type AnswerHeaders = Record<string, string>;

/** An answer built whole: every header in place and the body in its final encoding. */
export interface CompleteAnswer {
  status: 200 | 304;
  headers: AnswerHeaders;
  body: Uint8Array<ArrayBuffer> | null;
}

const COMPLETE = Symbol('complete answer');
type Marked = Response & { [COMPLETE]?: CompleteAnswer };

export function startAnswerHeaders(c: Context<AppEnv>, initial: AnswerHeaders): void {
  c.set('answerHeaders', initial);
}

/** Sets a header for the answer; the route may still replace it. */
export function setAnswerHeader(c: Context<AppEnv>, name: string, value: string): void {
  const headers = c.get('answerHeaders');
  if (headers) headers[name] = value;
  else c.header(name, value);
}

/** Adds a token to the answer's Vary header. */
export function varyAnswer(c: Context<AppEnv>, token: string): void {
  const headers = c.get('answerHeaders');
  if (!headers) c.header('Vary', token, { append: true });
  else headers.vary = headers.vary ? `${headers.vary}, ${token}` : token;
}

/**
 * The answer as it will be sent, with the middleware's headers under the route's own `headers`
 * (lower case names). Nothing else looks into it: neither compression nor the header step.
 */
export function completeAnswer(
  c: Context,
  body: Uint8Array<ArrayBuffer> | null,
  status: 200 | 304,
  headers: Readonly<AnswerHeaders>,
): Response {
  const gathered = (c as Context<AppEnv>).get('answerHeaders');
  // Outside the app's middleware (a route mounted on its own), Hono's usual way.
  if (!gathered) return body ? c.body(body, 200, headers) : c.body(null, status, headers);
  // Into the request's own object: a spread into a fresh one cost ten times as much.
  const response: Marked = new Response(body, {
    status,
    headers: Object.assign(gathered, headers),
  });
  // A property, not a WeakSet: one entry per request in a WeakSet cost more than the headers.
  response[COMPLETE] = { status, headers: gathered, body };
  return response;
}

/** The parts of an answer `completeAnswer` built, as they will be sent. */
export const completeAnswerOf = (response: Marked): CompleteAnswer | undefined =>
  response[COMPLETE];

export const isCompleteAnswer = (response: Marked): boolean => response[COMPLETE] !== undefined;

/** Gives a finished answer that was not built complete the headers gathered for it. */
export function applyAnswerHeaders(c: Context<AppEnv>): void {
  const gathered = c.get('answerHeaders');
  const response = c.res;
  if (!gathered || isCompleteAnswer(response)) return;
  // A lightweight Response keeps its body where it is while its headers are changed.
  const headers = response.headers;
  for (const name in gathered) {
    const value = gathered[name] as string;
    if (name === 'vary') {
      const own = headers.get('vary');
      headers.set('vary', own ? `${value}, ${own}` : value);
    } else if (!headers.has(name)) headers.set(name, value);
  }
}
