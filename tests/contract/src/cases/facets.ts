import { isDeepStrictEqual } from 'node:util';
import {
  type CardProduct,
  FIELD_PROBLEMS,
  matchesProductFilters,
  type ProductFacets,
  type ProductFilters,
  productFacets,
  sortProducts,
} from '@atelier/api-client';
import type { Reply } from '../backends';
import { type ContractCase, invalid } from '../case';
import { PRODUCT, withData } from '../shapes';
import type { World } from '../world';

/**
 * Extension `product-facets`: the list filtered by size, colour and price, and the counts beside
 * each option, both as the contract's rules (rules/facets.ts) compute them from the list itself.
 */

const FACETS = {
  size: [{ value: 'string', count: 'number' }],
  colour: [{ value: 'string', count: 'number', swatch: 'string' }],
  // `{ min, max }`, or null when no product passes; checked below.
  price: 'any',
} as const;

/** Sizes, colours and prices of the demo catalogue, alone and together. */
const FILTERS = {
  size: { size: ['M'] },
  colourAndSize: { colour: ['Navy', 'Black'], size: ['M', 'L'] },
  everything: { category: ['men'], colour: ['Navy'], minPrice: 500, maxPrice: 4000 },
} satisfies Record<string, ProductFilters>;

const queryOf = (filters: ProductFilters) =>
  new URLSearchParams(
    Object.entries(filters).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  ).toString();

async function wholeList(w: World): Promise<CardProduct[]> {
  return (await w.guest().request('GET', '/api/shop/products/get')).body.data;
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
  }
}

const facetsCase = (name: string, filters: ProductFilters): ContractCase => ({
  endpoint: 'GET /api/shop/products/facets',
  name,
  kind: 'extension',
  run: (w) => w.guest().request('GET', `/api/shop/products/facets?${queryOf(filters)}`),
  expect: { status: 200, shape: withData(FACETS) },
  check: async (reply: Reply, w: World) => {
    const facets = reply.body.data as ProductFacets;
    expectEqual(facets, productFacets(await wholeList(w), filters), 'facets');
    if (facets.size.length === 0) throw new Error('no size counted');
  },
});

const listCase = (name: string, filters: ProductFilters): ContractCase => ({
  endpoint: 'GET /api/shop/products/get',
  name,
  kind: 'extension',
  run: (w) => w.guest().request('GET', `/api/shop/products/get?${queryOf(filters)}`),
  expect: { status: 200, shape: withData([PRODUCT]) },
  check: async (reply: Reply, w: World) => {
    const all = await wholeList(w);
    const kept = sortProducts(all.filter((product) => matchesProductFilters(product, filters)));
    const ids = (products: CardProduct[]) => products.map((product) => product._id);
    expectEqual(ids(reply.body.data), ids(kept), 'filtered list');
    if (kept.length === 0 || kept.length === all.length) throw new Error('filter chose nothing');
  },
});

export const facetCases: ContractCase[] = [
  listCase('product-facets: lists only products with a chosen size in stock', FILTERS.size),
  listCase(
    'product-facets: lists products with a chosen size in stock in a chosen colour',
    FILTERS.colourAndSize,
  ),
  listCase(
    'product-facets: combines sizes, colours and a price range with the contract’s filters',
    FILTERS.everything,
  ),
  facetsCase('product-facets: counts every size and colour and spans the prices', {}),
  facetsCase(
    'product-facets: counts each option under the other filters, its own left out',
    FILTERS.colourAndSize,
  ),
  facetsCase('product-facets: counts within a category and price range', FILTERS.everything),
  {
    endpoint: 'GET /api/shop/products/facets',
    name: 'product-facets: refuses a lowest price above the highest',
    kind: 'validation',
    run: (w) => w.guest().request('GET', '/api/shop/products/facets?minPrice=900&maxPrice=100'),
    expect: invalid('maxPrice', FIELD_PROBLEMS.priceRange),
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'product-facets: refuses a negative price',
    kind: 'validation',
    run: (w) => w.guest().request('GET', '/api/shop/products/get?minPrice=-1'),
    expect: invalid('minPrice', FIELD_PROBLEMS.notNegative),
  },
  {
    endpoint: 'GET /api/shop/products/get',
    name: 'product-facets: refuses a size longer than any size',
    kind: 'validation',
    run: (w) => w.guest().request('GET', `/api/shop/products/get?size=${'X'.repeat(21)}`),
    expect: invalid('size.0', FIELD_PROBLEMS.tooLong),
  },
];
