import type { Context } from 'hono';
import { ByteCache } from './byteCache';
import { asBody, COMPRESSION_THRESHOLD, compressOnce, negotiateEncoding } from './compression';
import { encodedEtag, matchesEtag, strongEtag } from './etag';

interface Prepared {
  body: Buffer;
  etag: string;
}

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * Answers built from text the catalogue cache keeps. The cache hands out the same string until
 * the catalogue changes, so each distinct text is wrapped, encoded to bytes, tagged and (per
 * encoding) compressed once, and every later request only writes bytes: the per-request work
 * that made cached lists answer at a fraction of bare node:http.
 *
 * `wrap` turns the cached text into the answer's JSON; the cache is keyed by the cached string
 * itself (V8 keeps a string's hash, so looking up the same string again costs next to nothing).
 */
export function preparedJson(wrap: (text: string) => string, maxBytes = 64 * 1024 * 1024) {
  const prepared = new ByteCache<string, Prepared>(500, maxBytes);

  const prepare = (text: string): Prepared => {
    let entry = prepared.get(text);
    if (!entry) {
      const body = Buffer.from(wrap(text));
      entry = { body, etag: strongEtag(body) };
      prepared.set(text, entry, body.byteLength + text.length);
    }
    return entry;
  };

  /**
   * The answer for `text`: 304 when the client has it, else brotli or gzip by Accept-Encoding
   * (compressed once per text), else the bytes. `no-cache`: browsers keep it and revalidate.
   */
  return async (c: Context, text: string): Promise<Response> => {
    const { body, etag } = prepare(text);
    const headers: Record<string, string> = {
      'Content-Type': JSON_TYPE,
      'Cache-Control': 'no-cache',
      ETag: etag,
    };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    const encoding =
      body.byteLength >= COMPRESSION_THRESHOLD
        ? negotiateEncoding(c.req.header('Accept-Encoding'))
        : null;
    if (!encoding) return c.body(asBody(body), 200, headers);
    const compressed = await compressOnce(etag, body, encoding);
    return c.body(asBody(compressed), 200, {
      ...headers,
      'Content-Encoding': encoding,
      ETag: encodedEtag(etag, encoding),
    });
  };
}
