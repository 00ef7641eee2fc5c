import {
  type CardProduct,
  FIELD_PROBLEMS,
  matchesProductFilters,
  type Product,
  type ProductFilters,
  productFacets,
  SERVER_MESSAGES,
  sortProducts,
} from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
let all: CardProduct[];
beforeAll(async () => {
  // Curated products (some without colours) and generated ones in four colours each.
  t = await createTestServer({ products: 60 });
  all = (await t.client().get('/api/shop/products/get')).body.data;
});
afterAll(() => t.close());

const query = (filters: ProductFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
};

const kept = (filters: ProductFilters) =>
  all.filter((product) => matchesProductFilters(product, filters));

/** Filters that each pick something real from the catalogue, alone and together. */
function cases(): ProductFilters[] {
  const coloured = all.find((product) => (product.colours?.length ?? 0) > 1);
  const colour = coloured?.colours?.[1]?.name ?? '';
  const size = coloured?.sizes[0]?.size ?? '';
  return [
    {},
    { size: [size] },
    { size: ['M', 'L'] },
    { colour: [colour] },
    { colour: [colour, 'Black'], size: ['M'] },
    { category: ['men'], colour: [colour], minPrice: 500, maxPrice: 3000 },
    { brand: ['nike', 'zara'], size: ['S'], maxPrice: 2500 },
    { category: ['women'], maxPrice: 2500 },
    { minPrice: 999999 },
  ];
}

describe('product facets (extension product-facets)', () => {
  it('lists, by size, colour and price, what the contract rules keep', async () => {
    // The cases narrow the list, each to some of it.
    const narrowing = cases().filter((f) => kept(f).length > 0 && kept(f).length < all.length);
    expect(narrowing.length).toBeGreaterThanOrEqual(5);
    for (const filters of cases()) {
      const { body } = await t.client().get(`/api/shop/products/get?${query(filters)}`);
      const expected = sortProducts(kept(filters)).map((product) => product._id);
      expect(
        body.data.map((product: CardProduct) => product._id),
        JSON.stringify(filters),
      ).toEqual(expected);
    }
  });

  it('counts each size and colour option and spans the price as the contract rules do', async () => {
    let counted = 0;
    for (const filters of cases()) {
      const { status, body } = await t.client().get(`/api/shop/products/facets?${query(filters)}`);
      expect(status).toBe(200);
      expect(body.data, JSON.stringify(filters)).toEqual(productFacets(all, filters));
      counted += body.data.size.length;
    }
    expect(counted).toBeGreaterThan(0);
  });

  it('follows every change of stock, colours, price and the catalogue itself', async () => {
    const { client } = await t.admin();
    const coloured = all.find((product) => (product.colours?.length ?? 0) > 1) as Product;
    const [first, ...others] = coloured.colours ?? [];
    const soldOut = { ...first, sizes: first?.sizes.map((entry) => ({ ...entry, stock: 0 })) };
    const edit = await client.put(`/api/admin/products/edit/${coloured._id}`, {
      ...coloured,
      description: 'Sold out in its first colour',
      price: coloured.price + 1000,
      colours: [soldOut, ...others],
    });
    expect(edit.status).toBe(200);
    // One size of another product sold out in one colour, as an order or a stock edit does.
    const other = all.find(
      (product) => product !== coloured && product.colours?.length && product.totalStock > 0,
    ) as Product;
    const colour = other.colours?.find((entry) => entry.sizes.some((cell) => cell.stock > 0));
    const cell = colour?.sizes.find((entry) => entry.stock > 0);
    const sizeId = other.sizes.find((entry) => entry.size === cell?.size)?._id;
    const size = await client.put(`/api/admin/products/${other._id}/sizes/${sizeId}`, {
      size: cell?.size,
      stock: 0,
      colour: colour?.name,
    });
    expect(size.status).toBe(200);
    const gone = all.find((product) => product !== coloured && product !== other) as Product;
    expect((await client.delete(`/api/admin/products/delete/${gone._id}`)).status).toBe(200);

    all = (await t.client().get('/api/shop/products/get')).body.data;
    for (const filters of [...cases(), { colour: [first?.name ?? ''] }]) {
      const listed = await t.client().get(`/api/shop/products/get?${query(filters)}`);
      expect(listed.body.data.map((product: CardProduct) => product._id)).toEqual(
        sortProducts(kept(filters)).map((product) => product._id),
      );
      const { body } = await t.client().get(`/api/shop/products/facets?${query(filters)}`);
      expect(body.data, JSON.stringify(filters)).toEqual(productFacets(all, filters));
    }
  });

  it('pages a filtered list with its total', async () => {
    const filters = { size: ['M'] };
    const { body } = await t
      .client()
      .get(`/api/shop/products/get?${query(filters)}&page=1&limit=5&fields=card`);
    expect(body.total).toBe(kept(filters).length);
    expect(body.data).toHaveLength(Math.min(5, body.total));
  });

  it('refuses a price range upside down or a negative price, saying which field', async () => {
    const upsideDown = await t.client().get('/api/shop/products/facets?minPrice=900&maxPrice=100');
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.message).toBe(
      SERVER_MESSAGES.common.invalidField('maxPrice', FIELD_PROBLEMS.priceRange),
    );
    const negative = await t.client().get('/api/shop/products/get?minPrice=-5');
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe(
      SERVER_MESSAGES.common.invalidField('minPrice', FIELD_PROBLEMS.notNegative),
    );
  });
});
