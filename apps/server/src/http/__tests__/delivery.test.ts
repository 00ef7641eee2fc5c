import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';
import { negotiateEncoding } from '../middleware/negotiateEncoding';

// How responses travel: compression, validators and cache lifetimes.

let t: TestServer;
const LIST = '/api/shop/products/get?sortBy=price-lowtohigh';

/** One raw exchange: the body exactly as sent, nothing decompressed. */
async function raw(app: TestServer['app'], url: string, headers: Record<string, string> = {}) {
  const response = await app.fetch(new Request(`${PUBLIC_URL}${url}`, { headers }));
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

const decode = (body: Buffer, encoding: string | null) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

beforeAll(async () => {
  t = await createTestServer({ products: 12 });
});
afterAll(() => t.close());

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(negotiateEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('the cached product list', () => {
  it('is compressed as the client asks, and is the same JSON every way', async () => {
    const plain = await raw(t.app, LIST);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.response.headers.get('vary')).toContain('Accept-Encoding');
    const data = JSON.parse(plain.body.toString());
    expect(data.data).toHaveLength(12);
    for (const encoding of ['br', 'gzip']) {
      const { response, body } = await raw(t.app, LIST, { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(decode(body, encoding).toString())).toEqual(data);
    }
  });

  it('carries an ETag and answers 304 to a client that has it, compressed or not', async () => {
    const first = await raw(t.app, LIST, { 'accept-encoding': 'br' });
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await raw(t.app, LIST, {
        'accept-encoding': encoding,
        'if-none-match': etag,
      });
      expect(again.response.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    // Another list is another resource.
    const other = await raw(t.app, '/api/shop/products/get?sortBy=title-atoz', {
      'if-none-match': etag,
    });
    expect(other.response.status).toBe(200);
  });

  it('changes its ETag when the catalogue changes', async () => {
    const before = (await raw(t.app, LIST)).response.headers.get('etag');
    const { client } = await t.admin();
    const products = (await client.get('/api/admin/products/fetch-all')).body.data;
    const [product] = products;
    const edited = await client.put(
      `/api/admin/products/${product._id}/sizes/${product.sizes[0]._id}`,
      { stock: product.sizes[0].stock + 1 },
    );
    expect(edited.status).toBe(200);
    const after = (await raw(t.app, LIST)).response.headers.get('etag');
    expect(after).not.toBe(before);
  });
});

describe('other answers', () => {
  it('compresses text over the threshold as it goes and leaves small answers alone', async () => {
    const script = '/api/payments/test/checkout.js';
    const plain = await raw(t.app, script);
    expect(plain.body.length).toBeGreaterThan(1024);
    const big = await raw(t.app, script, { 'accept-encoding': 'gzip' });
    expect(big.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(big.body).equals(plain.body)).toBe(true);
    const small = await raw(t.app, '/api/health', { 'accept-encoding': 'gzip, br' });
    expect(small.response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(small.body.toString()).success).toBe(true);
  });

  it('keeps its CORS and security headers when compressed', async () => {
    const { response } = await raw(t.app, LIST, {
      origin: 'http://shop.test',
      'accept-encoding': 'br',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const stranger = await raw(t.app, LIST, { origin: 'http://evil.test' });
    expect(stranger.response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gets the same middleware headers, once each, as answers built the usual way', async () => {
    const asked = { origin: 'http://shop.test', 'accept-encoding': 'br' };
    const cached = await raw(t.app, LIST, asked);
    const etag = cached.response.headers.get('etag') ?? '';
    const revalidated = await raw(t.app, LIST, { ...asked, 'if-none-match': etag });
    const missing = await raw(t.app, '/api/shop/products/get/no-such-product', asked);
    const refused = await raw(t.app, `${LIST}&limit=0`, asked);
    expect(revalidated.response.status).toBe(304);
    expect(refused.response.status).toBe(400);
    const shared = (response: Response) =>
      Object.fromEntries(
        [
          'access-control-allow-credentials',
          'access-control-allow-origin',
          'referrer-policy',
          'vary',
          'x-content-type-options',
        ].map((name) => [name, response.headers.get(name)]),
      );
    expect(shared(cached.response)).toEqual({
      'access-control-allow-credentials': 'true',
      'access-control-allow-origin': 'http://shop.test',
      'referrer-policy': 'no-referrer',
      vary: 'Accept-Encoding, Origin',
      'x-content-type-options': 'nosniff',
    });
    for (const other of [revalidated, missing, refused]) {
      expect(shared(other.response)).toEqual(shared(cached.response));
      expect(other.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(revalidated.response.headers.get('etag')).toBe(etag.replace(/-br"$/, '"'));
    expect(revalidated.response.headers.get('content-type')).toBe(
      'application/json; charset=UTF-8',
    );
  });
});

describe('pictures', () => {
  it('generated ones are cached for a year, tagged, compressed and revalidated', async () => {
    // A garment's drawing is under the compression threshold; a banner's is not.
    const { body: list } = await raw(t.app, LIST);
    const image: string = JSON.parse(list.toString()).data[0].image;
    const garment = await raw(t.app, image.slice(PUBLIC_URL.length), { 'accept-encoding': 'br' });
    expect(garment.response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(garment.response.headers.get('content-encoding')).toBeNull();
    const url = '/media/banners/banner-1.svg';
    const { response, body } = await raw(t.app, url, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(decode(body, 'br').toString()).toContain('<svg');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await raw(t.app, url, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
  });

  it('uploads are immutable', async () => {
    const { client } = await t.admin();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const form = new FormData();
    form.append('my_file', new Blob([png], { type: 'image/png' }), 'dot.png');
    const upload = await client.post('/api/admin/products/image-upload', form);
    expect(upload.status).toBe(200);
    const url = (upload.body.result.url as string).slice(PUBLIC_URL.length);
    const { response, body } = await raw(t.app, url, { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Stored as WebP, which is compressed already.
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });
});

describe('the built shell', () => {
  let shell: ReturnType<TestServer['variant']>;
  const JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(() => {
    const dist = mkdtempSync(path.join(tmpdir(), 'atelier-shell-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'shop/listing'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<p>frame</p>');
    writeFileSync(path.join(dist, 'shop/listing/index.html'), '<p>listing frame</p>');
    writeFileSync(path.join(dist, 'assets/app-1.js'), JS);
    writeFileSync(path.join(dist, 'assets/app-1.js.br'), brotliCompressSync(JS));
    writeFileSync(path.join(dist, 'assets/app-1.js.gz'), gzipSync(JS));
    writeFileSync(path.join(dist, 'assets/other-2.js'), JS);
    shell = t.variant({ env: { SHELL_DIST: dist } });
  });

  it('sends the build’s precompressed files, or compresses what has none', async () => {
    for (const encoding of ['br', 'gzip']) {
      const { response, body } = await raw(shell.app, '/assets/app-1.js', {
        'accept-encoding': encoding,
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(decode(body, encoding).toString()).toBe(JS);
    }
    const plain = await raw(shell.app, '/assets/app-1.js');
    expect(plain.body.toString()).toBe(JS);
    const other = await raw(shell.app, '/assets/other-2.js', { 'accept-encoding': 'gzip' });
    expect(other.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(other.body).toString()).toBe(JS);
  });

  it('answers a client route with the nearest prerendered index.html up its path', async () => {
    const text = async (url: string) => (await raw(shell.app, url)).body.toString();
    expect(await text('/shop/listing?category=men')).toBe('<p>listing frame</p>');
    expect(await text('/shop/listing/')).toBe('<p>listing frame</p>');
    expect(await text('/shop/listing/more')).toBe('<p>listing frame</p>');
    expect(await text('/shop/home')).toBe('<p>frame</p>');
    expect(await text('/')).toBe('<p>frame</p>');
  });

  it('revalidates index.html by its ETag', async () => {
    const first = await raw(shell.app, '/shop/home');
    const etag = first.response.headers.get('etag') ?? '';
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    const again = await raw(shell.app, '/shop/home', { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
  });
});
