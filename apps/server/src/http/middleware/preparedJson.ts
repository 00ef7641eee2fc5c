import type { Context } from 'hono';
import { type AnswerHeaders, completeAnswer } from '../answerHeaders';
import { replayable } from '../answerReplay';
import { ByteCache } from './byteCache';
import { asBody, COMPRESSION_THRESHOLD, compressOnce } from './compression';
import { encodedEtag, matchesEtag, strongEtag } from './etag';
import { type Encoding, negotiateEncoding } from './negotiateEncoding';

interface Prepared {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The answer's own headers, plain and as sent (304 and uncompressed 200). */
  headers: AnswerHeaders;
  /** The same per encoding, made on first use. */
  encoded: Partial<Record<Encoding, AnswerHeaders>>;
}

const JSON_TYPE = 'application/json; charset=UTF-8';

/**
 * Answers built from text the catalogue cache keeps. The cache hands out the same string until
 * the catalogue changes, so each distinct text is wrapped, encoded to bytes, tagged, given its
 * headers and (per encoding) compressed once, and every later request only writes bytes: the
 * per-request work that made cached lists answer at a fraction of bare node:http. The answers
 * depend on nothing but the text and the request, so a guest's may be replayed (answerReplay).
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
      const etag = strongEtag(body);
      entry = {
        body: asBody(body),
        etag,
        headers: { 'cache-control': 'no-cache', 'content-type': JSON_TYPE, etag },
        encoded: {},
      };
      prepared.set(text, entry, body.byteLength + text.length);
    }
    return entry;
  };

  const encodedHeaders = (entry: Prepared, encoding: Encoding): AnswerHeaders => {
    let headers = entry.encoded[encoding];
    if (!headers) {
      headers = {
        ...entry.headers,
        'content-encoding': encoding,
        etag: encodedEtag(entry.etag, encoding),
      };
      entry.encoded[encoding] = headers;
    }
    return headers;
  };

  /**
   * The answer for `text`: 304 when the client has it, else brotli or gzip by Accept-Encoding
   * (compressed once per text), else the bytes. `no-cache`: browsers keep it and revalidate.
   */
  return async (c: Context, text: string): Promise<Response> => {
    const entry = prepare(text);
    if (matchesEtag(c.req.header('If-None-Match'), entry.etag)) {
      return replayable(completeAnswer(c, null, 304, entry.headers));
    }
    const encoding =
      entry.body.byteLength >= COMPRESSION_THRESHOLD
        ? negotiateEncoding(c.req.header('Accept-Encoding'))
        : null;
    if (!encoding) return replayable(completeAnswer(c, entry.body, 200, entry.headers));
    const compressed = await compressOnce(entry.etag, entry.body, encoding);
    return replayable(completeAnswer(c, asBody(compressed), 200, encodedHeaders(entry, encoding)));
  };
}
