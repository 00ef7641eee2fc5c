import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Product, productSlug } from '@atelier/api-client';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { readSitemap } from '../../test/sitemapXml';
import type { AppEnv } from '../env';
import { sitemapRoutes } from '../seo/sitemapRoutes';

// The harness's SHELL_URL: a sitemap lists the addresses of the origin that serves the shell.
const SHOP = 'http://shop.test';
const PAGES = [
  `${SHOP}/shop/home`,
  `${SHOP}/shop/listing`,
  `${SHOP}/shop/listing?category=men`,
  `${SHOP}/shop/listing?category=women`,
  `${SHOP}/shop/listing?category=kids`,
];

let t: TestServer;
let shell: ReturnType<TestServer['variant']>;
let products: Product[];

const pageOf = (product: Pick<Product, '_id' | 'title'>) =>
  `${SHOP}/shop/product/${productSlug(product)}`;

beforeAll(async () => {
  t = await createTestServer({ products: 3 });
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-shell-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atelier</title>');
  shell = t.variant({ env: { SHELL_DIST: dist } });
  products = (await shell.client().get('/api/shop/products/get')).body.data;
});
afterAll(() => t.close());

async function sitemap() {
  const res = await shell.client().get('/sitemap.xml');
  expect(res.status).toBe(200);
  return readSitemap(res.text).locs;
}

describe('the sitemap', () => {
  it('lists every product’s page, the listing and each category, for a crawler to cache', async () => {
    const res = await shell.client().get('/sitemap.xml');
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const document = readSitemap(res.text);
    expect(document.root.name).toBe('urlset');
    expect(document.locs.slice(0, PAGES.length)).toEqual(PAGES);
    expect(document.locs.slice(PAGES.length).sort()).toEqual(products.map(pageOf).sort());
  });

  it('lists a newly added product and drops a deleted one', async () => {
    const { client } = await t.admin();
    const add = await client.post('/api/admin/products/add', {
      image: 'https://cdn.example/jacket.png',
      title: 'Storm & <Rain> Parka',
      description: 'Warm and waterproof',
      category: 'women',
      brand: 'zara',
      price: 4999,
      salePrice: 0,
      totalStock: 0,
      sizes: [{ size: 'M', stock: 4 }],
    });
    expect(add.status).toBe(201);
    const added = add.body.data as Product;
    expect(await sitemap()).toContain(pageOf(added));

    const [gone] = products as [Product];
    expect((await client.delete(`/api/admin/products/delete/${gone._id}`)).status).toBe(200);
    const after = await sitemap();
    expect(after).not.toContain(pageOf(gone));
    expect(after).toContain(pageOf(added));
    await client.delete(`/api/admin/products/delete/${added._id}`);
  });

  it('is an index of files past the addresses one may hold, each product in one of them', async () => {
    // One product a file: the same rule as at 50,000, with a catalogue a test can hold.
    const app = new Hono<AppEnv>();
    app.use((c, next) => {
      c.set('deps', t.deps);
      return next();
    });
    app.route('/', sitemapRoutes({ perFile: 1 }));
    const get = async (url: string) => {
      const res = await app.request(url);
      return { status: res.status, text: await res.text() };
    };
    // Read through the server that made the changes: each server caches its own catalogue reads.
    const current = (await t.client().get('/api/shop/products/get')).body.data as Product[];

    const index = readSitemap((await get('/sitemap.xml')).text);
    expect(index.root.name).toBe('sitemapindex');
    const files = current.length;
    expect(files).toBeGreaterThan(1);
    expect(index.locs).toEqual([
      `${SHOP}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, n) => `${SHOP}/sitemaps/products-${n + 1}.xml`),
    ]);
    const listed: string[] = [];
    for (const loc of index.locs) {
      const file = await get(new URL(loc).pathname);
      expect(file.status, loc).toBe(200);
      const { root, locs } = readSitemap(file.text);
      expect(root.name).toBe('urlset');
      expect(locs).toHaveLength(loc.endsWith('pages.xml') ? PAGES.length : 1);
      listed.push(...locs);
    }
    expect(listed.sort()).toEqual([...PAGES, ...current.map(pageOf)].sort());
    expect((await get(`/sitemaps/products-${files + 1}.xml`)).status).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).status).toBe(404);
  });
});

describe("the sitemap's reads", () => {
  it('lists each product once, however many batches it is read in', async () => {
    const current = (await t.client().get('/api/shop/products/get')).body.data as Product[];
    expect(current.length).toBeGreaterThan(1);
    for (const batch of [1, 2]) {
      const app = new Hono<AppEnv>();
      app.use((c, next) => {
        c.set('deps', t.deps);
        return next();
      });
      app.route('/', sitemapRoutes({ batch }));
      const { locs } = readSitemap(await (await app.request('/sitemap.xml')).text());
      expect(locs.sort(), `batches of ${batch}`).toEqual([...PAGES, ...current.map(pageOf)].sort());
    }
  });
});

describe('robots.txt', () => {
  it('points crawlers to the sitemap', async () => {
    const res = await shell.client().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});
