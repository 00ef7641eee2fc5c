import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ORIGIN, createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';

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

describe('a cached catalogue answer', () => {
  it('is sent with gzip when the client takes it, and is the same JSON every way', async () => {
    const plain = await raw(t.app, LIST);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    const data = JSON.parse(plain.body.toString());
    expect(data.data).toHaveLength(12);
    for (const acceptEncoding of ['gzip', 'gzip, deflate, br, zstd', 'br;q=0.9, gzip;q=0.1']) {
      const { response, body } = await raw(t.app, LIST, { 'accept-encoding': acceptEncoding });
      expect(response.headers.get('content-encoding'), acceptEncoding).toBe('gzip');
      expect(body.length).toBeLessThan(plain.body.length / 3);
      expect(JSON.parse(gunzipSync(body).toString())).toEqual(data);
    }
    for (const acceptEncoding of ['br', 'gzip;q=0, br', 'identity']) {
      const { response, body } = await raw(t.app, LIST, { 'accept-encoding': acceptEncoding });
      expect(response.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(body.equals(plain.body)).toBe(true);
    }
  });

  it('may be kept by anyone, varies by encoding and origin, and sets no cookie', async () => {
    const { client } = await t.shopper();
    const asGuest = await raw(t.app, LIST, { 'accept-encoding': 'gzip' });
    const asShopper = await client.get(LIST, { 'accept-encoding': 'gzip' });
    for (const headers of [asGuest.response.headers, asShopper.headers]) {
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(headers.get('vary')).toBe('Accept-Encoding, Origin');
      expect(headers.get('set-cookie')).toBeNull();
    }
    // The same answer for a guest and a signed-in shopper: nothing personal in it.
    expect(asShopper.headers.get('etag')).toBe(asGuest.response.headers.get('etag'));
  });

  it('carries an ETag per encoding and answers 304 to a client that has it', async () => {
    const plainTag = (await raw(t.app, LIST)).response.headers.get('etag') ?? '';
    expect(plainTag).toMatch(/^"[\w-]{27}"$/);
    for (const encoding of ['gzip', 'identity']) {
      const first = await raw(t.app, LIST, { 'accept-encoding': encoding });
      const etag = first.response.headers.get('etag') ?? '';
      expect(etag).toBe(encoding === 'gzip' ? `${plainTag.slice(0, -1)}-gzip"` : plainTag);
      const again = await raw(t.app, LIST, {
        'accept-encoding': encoding,
        'if-none-match': etag,
        origin: CLIENT_ORIGIN,
      });
      expect(again.response.status).toBe(304);
      expect(again.body.length).toBe(0);
      // What a client or proxy needs to use the answer it holds.
      expect(again.response.headers.get('etag')).toBe(etag);
      expect(again.response.headers.get('cache-control')).toBe('no-cache');
      expect(again.response.headers.get('vary')).toBe('Accept-Encoding, Origin');
      expect(again.response.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
      expect(again.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Another list is another resource.
    const other = await raw(t.app, '/api/shop/products/get?sortBy=title-atoz', {
      'if-none-match': plainTag,
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

  it('covers search, product details and the feature images too', async () => {
    const { body } = await raw(t.app, LIST);
    const [product] = JSON.parse(body.toString()).data;
    for (const url of [
      `/api/shop/products/get/${product._id}`,
      `/api/shop/search/${encodeURIComponent(product.title.slice(0, 6))}`,
      '/api/common/feature/get',
    ]) {
      const first = await raw(t.app, url, { 'accept-encoding': 'gzip' });
      expect(first.response.status, url).toBe(200);
      expect(first.response.headers.get('cache-control'), url).toBe('no-cache');
      const etag = first.response.headers.get('etag') ?? '';
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await raw(t.app, url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.response.status, url).toBe(304);
    }
  });
});

describe('personal and other answers', () => {
  it('are never stored by a cache', async () => {
    const { client, user } = await t.shopper();
    for (const url of [
      `/api/shop/cart/get/${user.id}`,
      `/api/shop/order/list/${user.id}`,
      `/api/shop/address/get/${user.id}`,
      '/api/payments/config',
      '/api/shop/review/unknown',
    ]) {
      const res = await client.get(url);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
      expect(res.headers.get('etag'), url).toBeNull();
    }
    const check = await client.get('/api/auth/check-auth');
    expect(check.headers.get('cache-control')).toBe(
      'no-store, no-cache, must-revalidate, proxy-revalidate',
    );
    expect(check.headers.get('pragma')).toBe('no-cache');
    expect(check.headers.get('expires')).toBe('0');
    const refused = await client.get(`${LIST}&limit=0`);
    expect(refused.status).toBe(400);
  });

  it('are compressed with gzip when the client takes it', async () => {
    const script = '/api/payments/test/checkout.js';
    const plain = await raw(t.app, script);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    const zipped = await raw(t.app, script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.response.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it('keep their CORS and security headers', async () => {
    const { response } = await raw(t.app, '/api/payments/config', {
      origin: CLIENT_ORIGIN,
      'accept-encoding': 'gzip',
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const stranger = await raw(t.app, LIST, { origin: 'http://evil.test' });
    expect(stranger.response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.app.fetch(
      new Request(`${PUBLIC_URL}/api/shop/cart/add`, {
        method: 'OPTIONS',
        headers: { origin: CLIENT_ORIGIN, 'access-control-request-method': 'POST' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });
});

describe('pictures', () => {
  it('generated ones are cached for a year, tagged, compressed and revalidated', async () => {
    const { body: list } = await raw(t.app, LIST);
    const image: string = JSON.parse(list.toString()).data[0].image;
    const garment = await raw(t.app, image.slice(PUBLIC_URL.length), { 'accept-encoding': 'br' });
    expect(garment.response.headers.get('cache-control')).toBe('public, max-age=31536000');
    // A WebP is compressed already.
    expect(garment.response.headers.get('content-encoding')).toBeNull();
    const url = '/media/banners/banner-1.svg';
    const { response, body } = await raw(t.app, url, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(decode(body, 'gzip').toString()).toContain('<svg');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
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
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
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
    expect(etag).not.toBe('');
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    const again = await raw(shell.app, '/shop/home', { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
  });
});
