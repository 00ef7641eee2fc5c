import {
  CATEGORY_OPTIONS,
  FIELD_PROBLEMS,
  type Product,
  SERVER_MESSAGES,
  SORT_OPTIONS,
  sortProducts,
} from '@atelier/api-client';
import { type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { CARD, FEATURE, MESSAGE, PRODUCT, page, withData, withMessageAndData } from '../shapes';

const PAGING_PENDING =
  'honour extension 1: page the list when page or limit is given and answer page, limit and total';

export const catalogueCases: ContractCase[] = [
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'lists every product with all its fields',
    kind: 'success',
    run: (w) => w.guest().request('GET', '/api/shop/products/get'),
    expect: { status: 200, shape: withData([PRODUCT]) },
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'filters by comma lists and sorts as asked',
    kind: 'success',
    run: (w) =>
      w.guest().request('GET', '/api/shop/products/get?category=men,women&sortBy=title-atoz'),
    expect: { status: 200, shape: withData([PRODUCT]) },
    check: (reply) => {
      const products = reply.body.data as Product[];
      if (products.some((product) => product.category === 'kids')) throw new Error('kids listed');
      const titles = products.map((product) => product.title.toLowerCase());
      if (titles.join() !== [...titles].sort().join()) throw new Error('not sorted A to Z');
    },
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'refuses a sort it does not know',
    kind: 'validation',
    run: (w) => w.guest().request('GET', '/api/shop/products/get?sortBy=cheapest'),
    expect: invalid('sortBy', FIELD_PROBLEMS.oneOf(SORT_OPTIONS.map((option) => option.id))),
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'refuses a category it does not know',
    kind: 'validation',
    run: (w) => w.guest().request('GET', '/api/shop/products/get?category=men,shoes'),
    expect: invalid(
      'category.1',
      FIELD_PROBLEMS.oneOf(CATEGORY_OPTIONS.map((option) => option.id)),
    ),
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'extension 1: answers one page of cards with page, limit and total',
    kind: 'extension',
    pending: { server: PAGING_PENDING },
    run: (w) =>
      w
        .guest()
        .request('GET', '/api/shop/products/get?sortBy=title-atoz&page=1&limit=5&fields=card'),
    expect: { status: 200, shape: page(CARD) },
    check: (reply) => {
      if (reply.body.data.length !== 5 || reply.body.limit !== 5)
        throw new Error('not a page of 5');
    },
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'extension 1: pages follow each other without overlap, ties broken by _id',
    kind: 'extension',
    pending: { server: PAGING_PENDING },
    run: async (w) => {
      const all = (await w.guest().request('GET', '/api/shop/products/get?sortBy=price-lowtohigh'))
        .body.data as Product[];
      const pages = [];
      for (const number of [1, 2, 3]) {
        pages.push(
          await w
            .guest()
            .request('GET', `/api/shop/products/get?sortBy=price-lowtohigh&page=${number}&limit=3`),
        );
      }
      const paged = pages.flatMap((reply) => reply.body.data as Product[]).map((p) => p._id);
      const expected = sortProducts(all, 'price-lowtohigh')
        .slice(0, 9)
        .map((p) => p._id);
      if (paged.join() !== expected.join()) throw new Error(`pages ${paged} are not ${expected}`);
      const [, second] = pages;
      if (!second) throw new Error('no second page');
      return second;
    },
    expect: { status: 200, shape: page(PRODUCT) },
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'extension 1: best sellers first',
    kind: 'extension',
    pending: {
      server:
        'accept sortBy=sales-hightolow (salesCount descending, ties by _id); it answers 400 today',
    },
    run: (w) =>
      w
        .guest()
        .request('GET', '/api/shop/products/get?sortBy=sales-hightolow&page=1&limit=8&fields=card'),
    expect: { status: 200, shape: page(CARD) },
    check: (reply) => {
      const sales = (reply.body.data as Product[]).map((product) => product.salesCount);
      if (sales.join() !== [...sales].sort((a, b) => b - a).join())
        throw new Error('not best first');
    },
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'extension 1: refuses more than 100 a page',
    kind: 'extension',
    pending: { server: PAGING_PENDING },
    run: (w) => w.guest().request('GET', '/api/shop/products/get?page=1&limit=101'),
    expect: invalid('limit', FIELD_PROBLEMS.atMost(100)),
  },
  {
    endpoint: 'GET /api/shop/products/get/:id',
    name: 'gives one product',
    kind: 'success',
    run: async (w) => {
      const { product } = await w.product();
      return w.guest().request('GET', `/api/shop/products/get/${product._id}`);
    },
    expect: { status: 200, shape: withData(PRODUCT) },
  },
  {
    endpoint: 'GET /api/shop/products/get/:id',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: (w) => w.guest().request('GET', `/api/shop/products/get/${UNKNOWN_ID}`),
    expect: refused(404, SERVER_MESSAGES.products.notFound),
  },

  {
    endpoint: 'GET /api/shop/search/:keyword',
    name: 'finds products by a word of their title',
    kind: 'success',
    run: async (w) => {
      const { product } = await w.product();
      const word = product.title.split(/\s+/).find((part) => part.length > 3) ?? product.title;
      return w.guest().request('GET', `/api/shop/search/${encodeURIComponent(word)}`);
    },
    expect: { status: 200, shape: withData([PRODUCT]) },
    check: (reply) => {
      if (reply.body.data.length === 0) throw new Error('found nothing');
    },
  },
  {
    endpoint: 'GET /api/shop/search/:keyword',
    name: 'finds nothing for three characters or fewer, as the shop never sends them',
    kind: 'validation',
    run: (w) => w.guest().request('GET', '/api/shop/search/tee'),
    expect: { status: 200, shape: withData([PRODUCT]) },
    check: (reply) => {
      if (reply.body.data.length !== 0) throw new Error('a short keyword found products');
    },
  },
  {
    endpoint: 'GET /api/shop/search/:keyword',
    name: 'refuses a keyword over 100 characters',
    kind: 'validation',
    run: (w) => w.guest().request('GET', `/api/shop/search/${'a'.repeat(101)}`),
    expect: invalid('keyword', FIELD_PROBLEMS.tooLong),
  },

  {
    endpoint: 'GET /api/common/feature/get',
    name: 'lists the homepage images for anyone',
    kind: 'success',
    run: (w) => w.guest().request('GET', '/api/common/feature/get'),
    expect: { status: 200, shape: withData([FEATURE]) },
  },
  {
    endpoint: 'POST /api/common/feature/add',
    name: 'adds an image',
    kind: 'success',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/common/feature/add', {
        json: { image: 'https://cdn.example/summer.png' },
      }),
    expect: {
      status: 201,
      message: SERVER_MESSAGES.features.added,
      shape: withMessageAndData(FEATURE),
    },
  },
  {
    endpoint: 'POST /api/common/feature/add',
    name: 'refuses an image that is not a URL',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/common/feature/add', { json: { image: 'banner' } }),
    expect: invalid('image', FIELD_PROBLEMS.httpUrl),
  },
  {
    endpoint: 'POST /api/common/feature/add',
    name: 'a guest is asked to sign in',
    kind: 'guest',
    run: (w) =>
      w
        .guest()
        .request('POST', '/api/common/feature/add', { json: { image: 'https://x.test/a.png' } }),
    expect: refused(401, SERVER_MESSAGES.common.unauthorised),
  },
  {
    endpoint: 'POST /api/common/feature/add',
    name: 'a shopper is kept out of the back office',
    kind: 'shopper on admin',
    run: async (w) =>
      (await w.shopper()).session.request('POST', '/api/common/feature/add', {
        json: { image: 'https://x.test/a.png' },
      }),
    expect: refused(403, SERVER_MESSAGES.common.accessDenied),
  },
  {
    endpoint: 'DELETE /api/common/feature/delete/:id',
    name: 'deletes an image',
    kind: 'success',
    run: async (w) => {
      const admin = await w.admin();
      const feature = await w.feature(admin);
      return admin.request('DELETE', `/api/common/feature/delete/${feature._id}`);
    },
    expect: { status: 200, message: SERVER_MESSAGES.features.deleted, shape: MESSAGE },
  },
  {
    endpoint: 'DELETE /api/common/feature/delete/:id',
    name: 'answers 404 for an unknown image',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('DELETE', `/api/common/feature/delete/${UNKNOWN_ID}`),
    expect: refused(404, SERVER_MESSAGES.features.notFound),
  },
  {
    endpoint: 'DELETE /api/common/feature/delete/:id',
    name: 'a shopper is kept out of the back office',
    kind: 'shopper on admin',
    run: async (w) => {
      const feature = await w.feature(await w.admin());
      return (await w.shopper()).session.request(
        'DELETE',
        `/api/common/feature/delete/${feature._id}`,
      );
    },
    expect: refused(403, SERVER_MESSAGES.common.accessDenied),
  },
];
