import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { countFacets } from './facetCounts';
import { buildFacetIndex } from './facetIndex';
import { type CatalogueFilters, productFacetsOf } from './facets';

let t: TestServer;
beforeAll(async () => {
  // Curated products (some without colours) and generated ones in four colours each.
  t = await createTestServer({ products: 120 });
  const [odd, soldOut, pricey] = t.seeded.productIds as [string, string, string];
  // One colour name with two swatches (SQL's min() picks one), a product with nothing in stock,
  // and a price with cents on a range's edge.
  await t.db.query(
    `UPDATE products SET colours = jsonb_set(colours, '{0,swatch}', '"#000001"')
      WHERE id = $1 AND jsonb_array_length(coalesce(colours, '[]')) > 0`,
    [odd],
  );
  await t.db.query('UPDATE product_sizes SET stock = 0 WHERE product_id = $1', [soldOut]);
  await t.db.query('UPDATE products SET unit_price = 1999.99 WHERE id = $1', [pricey]);
});
afterAll(() => t.close());

/** A small seeded generator, so a failure names filters that can be asked again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Options = Omit<CatalogueFilters, 'minPrice' | 'maxPrice'>;

async function optionsOf(): Promise<Options> {
  const values = async <T extends string>(sql: string) =>
    (await t.db.query<{ v: T }>(sql)).map((r) => r.v);
  return {
    categories: await values('SELECT DISTINCT category AS v FROM products'),
    brands: await values('SELECT DISTINCT brand AS v FROM products'),
    sizes: [...(await values('SELECT DISTINCT size AS v FROM product_sizes')), 'XXXS'],
    colours: [
      ...(await values('SELECT DISTINCT colour AS v FROM product_stock WHERE colour IS NOT NULL')),
      'Chartreuse',
    ],
  };
}

/** Random filters: each facet off half the time, else one to three of its options. */
function randomFilters(next: () => number, options: Options): CatalogueFilters {
  const some = <T extends string>(values: T[]): T[] =>
    next() < 0.5
      ? []
      : [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(values)))];
  const pick = <T extends string>(values: T[]) => values[Math.floor(next() * values.length)] as T;
  const price = () =>
    next() < 0.6 ? undefined : [0, 500, 1999.99, 2500, 4000][Math.floor(next() * 5)];
  return {
    categories: some(options.categories).sort(),
    brands: some(options.brands).sort(),
    sizes: some(options.sizes).sort(),
    colours: some(options.colours).sort(),
    minPrice: price(),
    maxPrice: price(),
  };
}

describe('the facet index', () => {
  it('counts exactly what the SQL counts, for random filters on a generated catalogue', async () => {
    const index = await buildFacetIndex(t.db);
    const options = await optionsOf();
    const next = random(37);
    let narrowed = 0;
    for (let round = 0; round < 150; round += 1) {
      const filters = randomFilters(next, options);
      const fromSql = await productFacetsOf(t.db, filters);
      expect(countFacets(index, filters), JSON.stringify(filters)).toStrictEqual(fromSql);
      if (fromSql.size.length || fromSql.colour.length) narrowed += 1;
    }
    // The filters mostly leave something to count, and not only the empty answer agrees.
    expect(narrowed).toBeGreaterThan(60);
  });

  it('agrees with no filter, and holds every product, those with nothing in stock too', async () => {
    const none = { categories: [], brands: [], sizes: [], colours: [] };
    const index = await buildFacetIndex(t.db);
    expect(countFacets(index, none)).toStrictEqual(await productFacetsOf(t.db, none));
    expect(index.products).toBe(120);
  });
});
