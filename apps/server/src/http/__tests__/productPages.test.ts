import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Product, productSlug } from '@atelier/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';

let t: TestServer;
let shell: ReturnType<TestServer['variant']>;
let product: Product;
const INDEX =
  '<!doctype html><html><head><meta name="description" content="generic" /><title>Atelier</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestServer({ products: 3 });
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-shell-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  shell = t.variant({ env: { SHELL_DIST: dist } });
  const list = await shell.client().get('/api/shop/products/get');
  product = list.body.data[0];
});
afterAll(() => t.close());

describe("product pages' server-made head", () => {
  it("answers a product's address with its title, canonical address and JSON-LD", async () => {
    const own = `/shop/product/${productSlug(product)}`;
    const res = await shell.client().get(own);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain(`<link rel="canonical" href="`);
    expect(res.text).toContain(`${own}" />`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.text)?.[1];
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({ '@type': 'Product', sku: product._id });
    expect(res.text).not.toContain('content="generic"');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await shell.app.request(own, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const list = (await shell.client().get('/api/shop/products/get')).body.data as Product[];
    const other = await shell.client().get(`/shop/product/${productSlug(list[1] as Product)}`);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('rates the product in its JSON-LD by the number of its reviews, read with it', async () => {
    const rated = (await shell.client().get('/api/shop/products/get')).body.data[1] as Product;
    for (const [name, value] of [
      ['Reviewer A', 5],
      ['Reviewer B', 2],
    ] as const) {
      const shopper = await t.newShopper(name);
      const review = await shopper.client.post('/api/shop/review/add', {
        productId: rated._id,
        userId: shopper.user.id,
        userName: name,
        reviewMessage: 'Fits well',
        reviewValue: value,
      });
      expect(review.status).toBe(201);
    }
    const res = await shell.client().get(`/shop/product/${productSlug(rated)}`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.text)?.[1];
    expect(JSON.parse(jsonLd ?? '').aggregateRating).toMatchObject({
      ratingValue: 3.5,
      reviewCount: 2,
    });
  });

  it("moves an old or missing title part to the product's own address", async () => {
    const res = await shell.client().get(`/shop/product/old-name-${product._id}?ref=chat`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/shop/product/${productSlug(product)}?ref=chat`);
    const bare = await shell.client().get(`/shop/product/${product._id}`);
    expect(bare.status).toBe(301);
  });

  it('answers 404 with the shell (its not-found page) for an unknown product', async () => {
    for (const slug of [
      'dress-00000000-0000-4000-8000-000000000000',
      'dress-nope',
      'x'.repeat(80),
    ]) {
      const res = await shell.client().get(`/shop/product/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('gives each category its own title and canonical address', async () => {
    const res = await shell.client().get('/shop/listing?category=kids&sortBy=title-atoz');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Kids · Atelier</title>');
    expect(res.text).toMatch(
      /<link rel="canonical" href="[^"]*\/shop\/listing\?category=kids" \/>/,
    );
  });
});

describe("a product's link-preview picture", () => {
  async function ogImage() {
    const res = await shell.client().get(`/shop/product/${productSlug(product)}`);
    const meta = (key: string) =>
      new RegExp(`<meta property="${key}" content="([^"]*)" />`).exec(res.text)?.[1];
    const url = meta('og:image') ?? '';
    return {
      path: url.slice(PUBLIC_URL.length),
      url,
      size: [meta('og:image:width'), meta('og:image:height')],
    };
  }

  it('is the product at 1200x630, made by the server and kept for a year', async () => {
    const { path: picture, url, size } = await ogImage();
    expect(url.startsWith(`${PUBLIC_URL}/media/previews/${product._id}.`)).toBe(true);
    expect(size).toEqual(['1200', '630']);
    const res = await shell.app.request(picture);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('moves an old version to the current picture, and knows no other product', async () => {
    const { path: picture } = await ogImage();
    const old = await shell.app.request(picture.replace(/\.[\w-]{12}\.jpg$/, '.AAAAAAAAAAAA.jpg'));
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe(picture);
    for (const name of [
      '00000000-0000-4000-8000-000000000000.AAAAAAAAAAAA.jpg',
      'x.jpg',
      '%E0.AAAAAAAAAAAA.jpg',
    ]) {
      expect((await shell.app.request(`/media/previews/${name}`)).status, name).toBe(404);
    }
  });
});
