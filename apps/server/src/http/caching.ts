import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { CatalogAnswer } from '../services/catalogCache';
import type { AppEnv } from './env';

/** How a route's answers may be kept by browsers and shared caches. */
export interface CachePolicy {
  cacheControl: string;
  /**
   * Every request header the answer depends on, and nothing else: sent as `Vary`, and with the
   * ETag the key of the bytes kept here. A cached route whose handling reads another header
   * fails `__tests__/vary.test.ts`.
   */
  vary: readonly string[];
}

/**
 * Catalogue answers are everyone's alike: kept by browsers and shared caches, revalidated by the
 * ETag on each use. They vary by encoding, and by Origin through CORS.
 */
export const CATALOGUE: CachePolicy = {
  cacheControl: 'no-cache',
  vary: ['Accept-Encoding', 'Origin'],
};

/** Every other API answer may be personal: stored by no one. */
export const PERSONAL_CACHE_CONTROL = 'no-store';

/**
 * Hono's compress, with Vary said before the route: compress adds it to the finished answer
 * otherwise, which makes @hono/node-server send it as a stream (see middleware/apiChecks.ts).
 */
export function compressed(): MiddlewareHandler {
  const squeeze = compress();
  return (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return squeeze(c, next);
  };
}

/** A 304 keeps what a client or a proxy needs to use the answer it holds. */
const revalidate = etag({
  retainedHeaders: [
    ...RETAINED_304_HEADERS,
    'access-control-allow-origin',
    'access-control-allow-credentials',
    'x-request-id',
  ],
});

/**
 * Cache-Control and Vary before the route, and Hono's etag for a client that sends
 * If-None-Match (the route sets the ETag: without that header etag has nothing to do).
 */
export function cached(policy: CachePolicy): MiddlewareHandler<AppEnv> {
  const vary = policy.vary.join(', ');
  return (c, next) => {
    c.set('cachePolicy', policy);
    c.header('Cache-Control', policy.cacheControl);
    c.header('Vary', vary);
    return c.req.header('If-None-Match') ? revalidate(c, next) : next();
  };
}

interface Sent {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * Answers as sent, by ETag and Vary values; the least recently used go past 500 of them or
 * 64 MiB of the text they were made from.
 */
const kept = new Map<string, { sent: Promise<Sent>; size: number }>();
let keptSize = 0;

function keep(key: string, sent: Promise<Sent>, size: number) {
  const entry = { sent, size };
  kept.set(key, entry);
  keptSize += size;
  sent.catch(() => {
    if (kept.get(key) !== entry) return;
    kept.delete(key);
    keptSize -= size;
  });
  for (const [oldest, old] of kept) {
    if (kept.size <= 500 && keptSize <= 64 * 1024 * 1024) break;
    kept.delete(oldest);
    keptSize -= old.size;
  }
  return entry;
}

const JSON_TYPE = 'application/json; charset=UTF-8';
const gzipped = promisify(gzip);

/** The answer as sent: gzip when the client takes it (other bytes, so a strong tag of its own). */
async function encoded(c: Context, answer: CatalogAnswer): Promise<Sent> {
  const zip = accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: '' }) !== '';
  const bytes = zip ? await gzipped(answer.json) : Buffer.from(answer.json);
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
  if (!zip) return { body, headers: { 'Content-Type': JSON_TYPE, ETag: answer.etag } };
  const etag = `${answer.etag.slice(0, -1)}-gzip"`;
  return { body, headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip', ETag: etag } };
}

/**
 * A cached route's JSON answer, its bytes made once per ETag and Vary values: a listing is asked
 * the same few ways over and over. Hono's compress compresses each answer again, on a stream
 * that @hono/node-server reads with a timer's wait between chunks: a cached first page of cards
 * answered at a tenth of bare node:http's rate that way.
 */
export async function cachedJson(c: Context<AppEnv>, answer: CatalogAnswer): Promise<Response> {
  const policy = c.get('cachePolicy');
  if (!policy) throw new Error(`${c.req.path} answers cachedJson outside a cached route`);
  let key = answer.etag;
  for (const name of policy.vary) key += `\n${c.req.header(name) ?? ''}`;
  let entry = kept.get(key);
  if (entry) {
    kept.delete(key);
    kept.set(key, entry);
  } else {
    entry = keep(key, encoded(c, answer), answer.json.length);
  }
  const { body, headers } = await entry.sent;
  return c.body(body, 200, headers);
}
