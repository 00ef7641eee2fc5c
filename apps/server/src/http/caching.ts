import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
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
   * Every request header the answer depends on, and nothing else: it is sent as `Vary`, and the
   * encoded answers kept here are found by the ETag and these headers' values. A cached route
   * whose handling reads another header fails `__tests__/vary.test.ts`.
   */
  vary: readonly string[];
}

/**
 * Catalogue answers are the same for everyone: browsers and shared caches keep them and
 * revalidate each use by the ETag. They vary by encoding, and by Origin through CORS.
 */
export const CATALOGUE: CachePolicy = {
  cacheControl: 'no-cache',
  vary: ['Accept-Encoding', 'Origin'],
};

/** Every other API answer may be personal: stored by no one. */
export const PERSONAL_CACHE_CONTROL = 'no-store';

/**
 * Hono's compress for every other answer. Vary is said before the route: compress would add
 * it to the finished answer, and a header added then makes @hono/node-server send the answer
 * as a stream it reads with a timer's wait (see middleware/cors.ts).
 */
export function compressed(): MiddlewareHandler {
  const squeeze = compress();
  return (c, next) => {
    c.header('Vary', 'Accept-Encoding');
    return squeeze(c, next);
  };
}

/** A 304 keeps what a client or a proxy needs to use the answer it holds. */
const RETAINED = [
  ...RETAINED_304_HEADERS,
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'x-request-id',
];

/**
 * Cache-Control and Vary before the route; Hono's etag answers 304 to a client that has the
 * answer (without If-None-Match it has nothing to do: the route sets the ETag).
 */
export function cached(policy: CachePolicy): MiddlewareHandler<AppEnv> {
  const vary = policy.vary.join(', ');
  const revalidate = etag({ retainedHeaders: RETAINED });
  return (c, next) => {
    c.set('cachePolicy', policy);
    c.header('Cache-Control', policy.cacheControl);
    c.header('Vary', vary);
    return c.req.header('If-None-Match') ? revalidate(c, next) : next();
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

const encode: Record<Encoding, (text: string) => Promise<Buffer>> = {
  // Quality 5 costs about what gzip 6 does and saves more; 11 is for files built ahead.
  br: (text) =>
    promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (text) => promisify(gzip)(text),
  identity: async (text) => Buffer.from(text),
};

type AcceptsOptions = Parameters<typeof accepts>[1];

/** Brotli or gzip, whichever the client's q-values prefer (brotli on a tie); else none. */
const preferred: NonNullable<AcceptsOptions['match']> = (asked, { supports, default: none }) => {
  let best = { type: none, q: 0 };
  for (const type of supports) {
    const q = asked.find((entry) => entry.type.toLowerCase() === type)?.q ?? 0;
    if (q > best.q) best = { type, q };
  }
  return best.type;
};

const ENCODINGS: AcceptsOptions = {
  header: 'Accept-Encoding',
  supports: ['br', 'gzip'],
  default: 'identity',
  match: preferred,
};

interface Sent {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

interface Kept {
  sent: Promise<Sent>;
  /** The length of the text it was made from. */
  size: number;
}

/**
 * Answers as sent, by ETag and Vary values, the least recently used dropped past 500 of them or
 * 64 MiB of the text they were made from.
 */
const kept = new Map<string, Kept>();
let keptSize = 0;

function keep(key: string, entry: Kept): void {
  kept.set(key, entry);
  keptSize += entry.size;
  entry.sent.catch(() => {
    if (kept.get(key) !== entry) return;
    kept.delete(key);
    keptSize -= entry.size;
  });
  for (const [oldest, { size }] of kept) {
    if (kept.size <= 500 && keptSize <= 64 * 1024 * 1024) break;
    kept.delete(oldest);
    keptSize -= size;
  }
}

const JSON_TYPE = 'application/json; charset=UTF-8';

/** `answer` in `encoding`, with the headers that say so. */
async function encoded(answer: CatalogAnswer, encoding: Encoding): Promise<Sent> {
  const bytes = await encode[encoding](answer.json);
  const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
  if (encoding === 'identity') {
    return { body, headers: { 'Content-Type': JSON_TYPE, ETag: answer.etag } };
  }
  // Other bytes than the plain answer's: another strong tag.
  const etag = `${answer.etag.slice(0, -1)}-${encoding}"`;
  return { body, headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': encoding, ETag: etag } };
}

/**
 * A cached route's JSON answer as the client's encoding asks, its bytes made once per ETag and
 * Vary values: a listing is asked the same few ways over and over. Hono's compress middleware
 * compresses every answer again, on a stream that @hono/node-server then reads with a timer's
 * wait between chunks; and a string body is turned into bytes again for every request.
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
    entry = { sent: encoded(answer, accepts(c, ENCODINGS) as Encoding), size: answer.json.length };
    keep(key, entry);
  }
  const { body, headers } = await entry.sent;
  return c.body(body, 200, headers);
}
