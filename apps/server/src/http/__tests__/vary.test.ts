import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ORIGIN, createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';

// A cache hands an answer it keeps to every request that agrees with the one it was made for
// on the headers its Vary names. A handler that reads any other header can make an answer that
// is wrong for someone else: a middleware reading Accept-Language once sent a request in Hindi
// the English answer. So every answer a cache may keep is made here with headers recorded as
// they are read, and each header read must be named by its Vary.

/** What a visitor's browser sends: anything a handler might be tempted to read. */
const VISITOR = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8',
  authorization: 'Bearer not-ours',
  origin: CLIENT_ORIGIN,
  referer: 'http://shop.test/shop/listing',
  'user-agent': 'Mozilla/5.0',
  'x-forwarded-for': '203.0.113.9',
};

/**
 * Read without naming them in Vary, as HTTP means: a cache checks validators and ranges against
 * what it holds itself (RFC 9111 4.3 and 3.4).
 */
const CACHE_MATCHED = new Set(['if-none-match', 'range']);

/** Request headers that note the names read (`*` when all of them are listed). */
function recording(headers: Record<string, string>) {
  const read = new Set<string>();
  const proxy = new Proxy(new Headers(headers), {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'get' || property === 'has') {
        return (name: string) => {
          read.add(name.toLowerCase());
          return value.call(target, name);
        };
      }
      read.add('*');
      return value.bind(target);
    },
  });
  return { headers: proxy, read };
}

type Fetch = (request: Request) => Response | Promise<Response>;

/** The answer to a GET with `headers`, and the request headers read while making it. */
async function answer(fetch: Fetch, url: string, headers: Record<string, string>) {
  const request = new Request(`${PUBLIC_URL}${url}`);
  const recorded = recording(headers);
  Object.defineProperty(request, 'headers', { value: recorded.headers });
  const response = await fetch(request);
  await response.arrayBuffer();
  return { response, read: recorded.read };
}

/** A cache may keep it: no `no-store` or `private`. */
const shareable = (response: Response) =>
  response.ok && !/no-store|private/.test(response.headers.get('cache-control') ?? 'no-store');

/** Headers read for a shareable answer that its Vary does not name. */
function undeclared(response: Response, read: Set<string>): string[] {
  const vary = new Set(
    (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()),
  );
  return [...read].filter((name) => !vary.has(name) && !CACHE_MATCHED.has(name)).sort();
}

let t: TestServer;
let app: TestServer['app'];
let visitor: Record<string, string>;
/** A request for every GET route of the app, by the route's path. */
let samples: Record<string, string[]>;

beforeAll(async () => {
  t = await createTestServer({ products: 4 });
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-shell-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<p>frame</p>');
  writeFileSync(path.join(dist, 'assets/app-1.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets/app-1.js.br'), brotliCompressSync('console.log(1)'));
  const site = t.variant({ env: { SHELL_DIST: dist } });
  app = site.app;

  const shopper = await site.shopper();
  const admin = await site.admin();
  const products = (await admin.client.get('/api/admin/products/fetch-all')).body.data;
  const form = new FormData();
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  form.append('my_file', new Blob([Buffer.from(png, 'base64')], { type: 'image/png' }), 'a.png');
  const upload = await admin.client.post('/api/admin/products/image-upload', form);
  const cookie = [...shopper.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  visitor = { ...VISITOR, cookie };
  const userId = shopper.user.id;
  const productId = products[0]._id;
  samples = {
    '/api/shop/products/get': [
      '/api/shop/products/get?sortBy=title-atoz',
      '/api/shop/products/get?category=men,women&page=1&limit=2&fields=card',
    ],
    '/api/shop/products/get/:id': [`/api/shop/products/get/${productId}`],
    '/api/shop/products/facets': ['/api/shop/products/facets?category=men&size=M'],
    '/api/shop/size-guide/:category': ['/api/shop/size-guide/men'],
    '/api/shop/search/:keyword': ['/api/shop/search/heritage'],
    '/api/common/feature/get': ['/api/common/feature/get'],
    '/api/extensions': ['/api/extensions'],
    '/api/auth/check-auth': ['/api/auth/check-auth'],
    '/api/admin/products/fetch-all': ['/api/admin/products/fetch-all'],
    '/api/admin/products/search': ['/api/admin/products/search?q=tee&stock=low,in'],
    '/api/admin/orders/get': ['/api/admin/orders/get'],
    '/api/admin/orders/export': ['/api/admin/orders/export?from=2026-01-01&to=2026-01-31'],
    '/api/admin/products/export': ['/api/admin/products/export'],
    '/api/admin/products/import/template': ['/api/admin/products/import/template'],
    '/api/admin/customers/search': ['/api/admin/customers/search?q=priya'],
    '/api/admin/customers/details/:id': [`/api/admin/customers/details/${userId}`],
    '/api/admin/dashboard': ['/api/admin/dashboard?period=7d'],
    '/api/admin/restock-alerts/waiting': ['/api/admin/restock-alerts/waiting'],
    '/api/shop/restock-alerts': [`/api/shop/restock-alerts?productId=${productId}`],
    '/api/shop/restock-alerts/confirm': ['/api/shop/restock-alerts/confirm?token=none'],
    '/api/shop/restock-alerts/unsubscribe': ['/api/shop/restock-alerts/unsubscribe?token=none'],
    '/api/admin/orders/search': ['/api/admin/orders/search?q=road&payment=cod&sortBy=oldest'],
    '/api/admin/orders/details/:id': ['/api/admin/orders/details/none'],
    '/api/admin/orders/invoice/:id': ['/api/admin/orders/invoice/none'],
    '/api/admin/orders/packing-slip/:id': ['/api/admin/orders/packing-slip/none'],
    '/api/shop/cart/get/:userId': [`/api/shop/cart/get/${userId}`],
    '/api/shop/review/:productId': [`/api/shop/review/${productId}`],
    '/api/shop/wishlist/get/:userId': [`/api/shop/wishlist/get/${userId}`],
    '/api/shop/wishlist/check/:userId/:productId': [
      `/api/shop/wishlist/check/${userId}/${productId}`,
    ],
    '/api/shop/address/get/:userId': [`/api/shop/address/get/${userId}`],
    '/api/shop/order/list/:userId': [`/api/shop/order/list/${userId}`],
    '/api/shop/order/details/:id': ['/api/shop/order/details/none'],
    '/api/shop/order/invoice/:id': ['/api/shop/order/invoice/none'],
    '/api/payments/config': ['/api/payments/config'],
    '/api/payments/test/checkout.js': ['/api/payments/test/checkout.js'],
    '/api/dev/mailbox': ['/api/dev/mailbox'],
    '/api/health': ['/api/health'],
    '/api/health/ready': ['/api/health/ready'],
    '/media/*': [products[0].image.slice(PUBLIC_URL.length), '/media/banners/banner-1.svg'],
    '/uploads/:name': [upload.body.result.url.slice(PUBLIC_URL.length)],
    '/media/previews/:name': [`/media/previews/${productId}.0.jpg`],
    '/robots.txt': ['/robots.txt'],
    '/sitemap.xml': ['/sitemap.xml'],
    '/sitemaps/pages.xml': ['/sitemaps/pages.xml'],
    '/sitemaps/:file{products-[1-9][0-9]{0,5}\\.xml}': ['/sitemaps/products-1.xml'],
    '/shop/product/:slug': [`/shop/product/a-${productId}`, '/shop/product/unknown-none'],
    '/shop/listing': ['/shop/listing?category=men'],
    '/shop/home': ['/shop/home'],
    '/*': ['/shop/account', '/assets/app-1.js'],
  };
});
afterAll(() => t.close());

describe('answers a cache may keep', () => {
  it('have a sample request for every GET route, so none is left unchecked', () => {
    const routes = new Set(app.routes.filter((r) => r.method === 'GET').map((r) => r.path));
    expect([...routes].sort()).toEqual(Object.keys(samples).sort());
  });

  it('read no request header their Vary does not name', async () => {
    const shared: string[] = [];
    for (const url of Object.values(samples).flat()) {
      const { response, read } = await answer(app.fetch, url, visitor);
      if (!shareable(response)) continue;
      shared.push(url);
      expect(undeclared(response, read), url).toEqual([]);
    }
    // The catalogue, pictures, robots.txt and the sitemap, the listing's and home's pages and the
    // shell's files are kept.
    const kept = [
      '/api/shop/products/get',
      '/api/shop/products/get/:id',
      '/api/shop/products/facets',
      '/api/shop/search/:keyword',
      '/api/common/feature/get',
      '/api/extensions',
      '/media/*',
      '/uploads/:name',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/sitemaps/:file{products-[1-9][0-9]{0,5}\\.xml}',
      '/shop/listing',
      '/shop/home',
      '/*',
    ];
    expect(shared).toEqual(kept.flatMap((route) => samples[route] ?? []));
  });

  it('catch a handler that reads a header its Vary leaves out', async () => {
    // A language middleware in front of the app, as the one that served Hindi readers English.
    const withLanguage = new Hono();
    withLanguage.use('*', async (c, next) => {
      c.header('Content-Language', c.req.header('accept-language')?.slice(0, 2) ?? 'en');
      await next();
    });
    withLanguage.route('/', app);
    const url = '/api/shop/products/get?sortBy=title-atoz';
    const { response, read } = await answer(withLanguage.fetch, url, visitor);
    expect(shareable(response)).toBe(true);
    expect(undeclared(response, read)).toEqual(['accept-language']);
  });
});
