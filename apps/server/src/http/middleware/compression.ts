import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { isCompleteAnswer, varyAnswer } from '../answerHeaders';
import type { AppEnv } from '../env';
import { ByteCache } from './byteCache';
import { encodedEtag } from './etag';
import { type Encoding, negotiateEncoding } from './negotiateEncoding';

/** Bodies smaller than this are sent as they are: compressing them saves less than a packet. */
export const COMPRESSION_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images (other than SVG), fonts and archives are compressed already. */
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;

export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE.test(contentType);

/**
 * Compresses for one response. Brotli at quality 5 costs about what gzip 6 does and saves more;
 * the highest qualities are for build-time compression of files (the shell's assets).
 */
export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * Compressed forms of bodies that carry a strong ETag: the same tag is the same bytes, so each
 * is compressed once. In-flight work is shared, so a burst compresses once too.
 */
const variants = new ByteCache<string, Promise<Buffer>>(2000, 64 * 1024 * 1024);

export function compressOnce(etag: string, body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}${etag}`;
  let variant = variants.get(key);
  if (!variant) {
    variant = compress(body, encoding);
    variants.set(key, variant, body.byteLength);
    variant.then(
      // Counted at the original size until done; then at what is really kept.
      (done) =>
        variants.get(key) === variant &&
        variants.set(key, variant as Promise<Buffer>, done.byteLength),
      () => variants.delete(key),
    );
  }
  return variant;
}

/** A view Hono's typings take as a body (Node's Buffers may sit on shared memory); no copy. */
export const asBody = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);

/**
 * Swaps the response without Hono's merge (`c.res = x` on a finalized context copies the old
 * headers by re-reading the new body as a stream, which costs more than the compression saves).
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}

/**
 * gzip or brotli by Accept-Encoding, for text bodies over COMPRESSION_THRESHOLD that are not
 * encoded already and do not say `no-transform`. Responses that vary by encoding say so
 * (`Vary: Accept-Encoding`, gathered up front so no header is added to a finished response).
 * A complete answer has chosen its encoding already.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    varyAnswer(c, 'Accept-Encoding');
    await next();
    if (c.req.method === 'HEAD') return;
    const response = c.res;
    if (isCompleteAnswer(response)) return;
    const headers = response.headers;
    if (
      response.status === 204 ||
      response.status === 304 ||
      headers.has('Content-Encoding') ||
      !isCompressible(headers.get('Content-Type')) ||
      headers.get('Cache-Control')?.includes('no-transform')
    ) {
      return;
    }
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const declared = Number(headers.get('Content-Length') ?? Number.NaN);
    if (declared < COMPRESSION_THRESHOLD) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const fresh = new Headers(headers);
    if (body.byteLength < COMPRESSION_THRESHOLD) {
      replaceResponse(c, new Response(body, { status: response.status, headers: fresh }));
      return;
    }
    const etag = headers.get('ETag');
    const strong = etag?.startsWith('"') ? etag : null;
    const compressed = strong
      ? await compressOnce(strong, body, encoding)
      : await compress(body, encoding);
    fresh.set('Content-Encoding', encoding);
    fresh.delete('Content-Length');
    if (strong) fresh.set('ETag', encodedEtag(strong, encoding));
    replaceResponse(
      c,
      new Response(asBody(compressed), { status: response.status, headers: fresh }),
    );
  };
}
