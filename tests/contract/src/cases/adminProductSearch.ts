import type { Product } from '@atelier/api-client';
import type { Session } from '../backends';
import { accessCases, type ContractCase } from '../case';
import { PRODUCT } from '../shapes';
import { productInput, type World } from '../world';
import { pagingRefusals, searchPageShape, searchRows } from './searchPage';

const PATH = '/api/admin/products/search';
const ENDPOINT = `GET ${PATH}`;
const PAGE = searchPageShape(PRODUCT);

/** A word no other product's title holds, so a case sees only its own products. */
const token = () => `Qz${Math.random().toString(36).slice(2, 10)}`;

/** Three products titled with one token: out of stock, low (7) and in stock (25), added in that order. */
async function threeProducts(w: World): Promise<{ admin: Session; word: string; ids: string[] }> {
  const admin = await w.admin();
  const word = token();
  const inputs = [
    productInput({ title: `${word} Charlie Out`, category: 'kids', price: 300, sizes: [] }),
    productInput({
      title: `${word} alpha Low`,
      brand: 'puma',
      price: 100,
      sizes: [{ size: 'S', stock: 7 }],
    }),
    productInput({
      title: `${word} Bravo In`,
      price: 200,
      salePrice: 50,
      sizes: [{ size: 'M', stock: 25 }],
    }),
  ];
  const ids: string[] = [];
  for (const json of inputs) {
    const reply = await admin.request('POST', '/api/admin/products/add', { json });
    if (reply.status !== 201) throw new Error(`add failed: ${JSON.stringify(reply.body)}`);
    ids.push(reply.body.data._id);
  }
  return { admin, word, ids };
}

const titles = (reply: { body: { data: Product[] } }) => reply.body.data.map((p) => p.title);

/** The titles without their token. */
const shortTitles = (reply: { body: { data: Product[] } }) =>
  titles(reply).map((title) => title.split(' ').slice(1).join(' '));

function expectTitles(reply: { body: { data: Product[] } }, expected: string[]) {
  const got = shortTitles(reply);
  if (got.join('|') !== expected.join('|'))
    throw new Error(`got ${got.join('|')}, not ${expected.join('|')}`);
}

/** Searches the three products' token (lower-cased) with more parameters, checking the rows. */
const searchThree = searchRows({
  path: PATH,
  rows: threeProducts,
  asked: (word) => word.toLowerCase(),
  labels: shortTitles,
});

export const adminProductSearchCases: ContractCase[] = [
  {
    endpoint: ENDPOINT,
    name: 'finds products by part of the title in any case, newest first, with an exact count',
    kind: 'extension',
    run: searchThree('', ['Bravo In', 'alpha Low', 'Charlie Out']),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'filters by stock state: low is 1 to 9 pieces, out is none, in is 10 or more',
    kind: 'extension',
    run: searchThree('&stock=low', ['alpha Low']),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'takes several stock states at once',
    kind: 'extension',
    run: searchThree('&stock=out,in&sortBy=title-atoz', ['Bravo In', 'Charlie Out']),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'takes % and _ in the text literally',
    kind: 'extension',
    run: searchThree('_', []),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'filters by category and brand',
    kind: 'extension',
    run: searchThree('&category=kids,men&brand=nike', ['Bravo In', 'Charlie Out']),
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'sorts by what one unit costs (the sale price when there is one), and by stock',
    kind: 'extension',
    run: async (w) => {
      const { admin, word } = await threeProducts(w);
      const byPrice = await admin.request('GET', `${PATH}?q=${word}&sortBy=price-hightolow`);
      expectTitles(byPrice, ['Charlie Out', 'alpha Low', 'Bravo In']);
      const byStock = await admin.request('GET', `${PATH}?q=${word}&sortBy=stock-lowtohigh`);
      expectTitles(byStock, ['Charlie Out', 'alpha Low', 'Bravo In']);
      return byStock;
    },
    expect: { status: 200, shape: PAGE },
  },
  {
    endpoint: ENDPOINT,
    name: 'finds products by brand',
    kind: 'extension',
    run: (w) => w.admin().then((admin) => admin.request('GET', `${PATH}?q=PUMA&limit=5`)),
    expect: { status: 200, shape: PAGE },
    check: (reply) => {
      const data = reply.body.data as Product[];
      if (
        data.length === 0 ||
        data.some((p) => !`${p.title} ${p.brand}`.toLowerCase().includes('puma'))
      ) {
        throw new Error(`not all of ${data.map((p) => p.brand).join()} are Puma`);
      }
    },
  },
  {
    endpoint: ENDPOINT,
    name: 'pages by cursor: each row once, in order, and no cursor after the last page',
    kind: 'extension',
    run: async (w) => {
      const { admin, word } = await threeProducts(w);
      const first = await admin.request('GET', `${PATH}?q=${word}&sortBy=title-atoz&limit=2`);
      expectTitles(first, ['alpha Low', 'Bravo In']);
      if (first.body.total !== 3) throw new Error(`total ${first.body.total} on the first page`);
      const cursor = first.body.nextCursor;
      if (typeof cursor !== 'string') throw new Error('no cursor after a full page');
      const second = await admin.request(
        'GET',
        `${PATH}?q=${word}&sortBy=title-atoz&limit=2&cursor=${encodeURIComponent(cursor)}`,
      );
      expectTitles(second, ['Charlie Out']);
      if ('nextCursor' in second.body) throw new Error('a cursor after the last page');
      const exact = await admin.request('GET', `${PATH}?q=${word}&limit=3`);
      if ('nextCursor' in exact.body) throw new Error('a cursor after a page that ends the list');
      return second;
    },
    expect: { status: 200, shape: PAGE },
  },
  ...pagingRefusals(PATH),
  ...accessCases(ENDPOINT, 'admin', () => ({ method: 'GET', path: PATH })),
];
