import { type Brand, type Category, orderedFacets, type ProductFacets } from '@atelier/api-client';
import type { Queryable, SqlParam } from './database';

/**
 * Extension `product-facets` in SQL: the same rules as the contract's facets.ts, which the mocks
 * and a plain backend's listing use. What can be bought is a size in stock in one colour (from
 * `products.colours`) or, for a product without colours, a size in stock; `product_stock`
 * (migration 016, kept by triggers) holds it ready to filter and count.
 */

export interface CatalogueFilters {
  categories: Category[];
  brands: Brand[];
  sizes: string[];
  colours: string[];
  minPrice?: number;
  maxPrice?: number;
}

/** Adds a parameter and names it in SQL. */
const param = (values: SqlParam[], value: SqlParam) => {
  values.push(value);
  return `$${values.length}`;
};

/**
 * In stock in a chosen size in a chosen colour (in any colour when none is chosen), from
 * `product_stock` (migration 016); `null` when neither is chosen.
 */
function stockWhere(
  p: string,
  { sizes, colours }: Pick<CatalogueFilters, 'sizes' | 'colours'>,
  values: SqlParam[],
): string | null {
  if (!sizes.length && !colours.length) return null;
  const conditions = [
    `t.product_id = ${p}.id`,
    colours.length ? `t.colour = ANY(${param(values, colours)}::text[])` : 't.colour IS NULL',
  ];
  if (sizes.length) conditions.push(`t.sizes && ${param(values, sizes)}::text[]`);
  return `EXISTS (SELECT 1 FROM product_stock t WHERE ${conditions.join(' AND ')})`;
}

function catalogueWhere(p: string, f: CatalogueFilters, values: SqlParam[]): string[] {
  const where: string[] = [];
  if (f.categories.length)
    where.push(`${p}.category = ANY(${param(values, f.categories)}::text[])`);
  if (f.brands.length) where.push(`${p}.brand = ANY(${param(values, f.brands)}::text[])`);
  return where;
}

function priceWhere(p: string, f: CatalogueFilters, values: SqlParam[]): string[] {
  const where: string[] = [];
  if (f.minPrice !== undefined) where.push(`${p}.unit_price >= ${param(values, f.minPrice)}`);
  if (f.maxPrice !== undefined) where.push(`${p}.unit_price <= ${param(values, f.maxPrice)}`);
  return where;
}

/** The listing's WHERE conditions for every filter (joined with AND; '' for none). */
export function productFilterSql(p: string, f: CatalogueFilters, values: SqlParam[]): string {
  const stock = stockWhere(p, f, values);
  return [
    ...catalogueWhere(p, f, values),
    ...priceWhere(p, f, values),
    ...(stock ? [stock] : []),
  ].join(' AND ');
}

interface FacetRow {
  facet: 'size' | 'colour';
  value: string;
  swatch: string | null;
  count: number;
}

/**
 * The facets under `f`, as the contract's productFacets() counts them, from `product_stock`
 * (migration 016: per product, the sizes in stock in any colour and in each colour): a size
 * counts the products within the price range with that size in a chosen colour (in any colour
 * when none is chosen), a colour the products with it in a chosen size, and the price span
 * covers the products with a chosen size in a chosen colour. No row is counted twice for one
 * product, so no count needs DISTINCT but sizes across several chosen colours.
 */
export async function productFacetsOf(db: Queryable, f: CatalogueFilters): Promise<ProductFacets> {
  const values: SqlParam[] = [];
  const base = [...catalogueWhere('t', f, values), ...priceWhere('t', f, values)];
  const where = (...more: string[]) => [...base, ...more].join(' AND ') || 'true';
  const colours = f.colours.length ? `t.colour = ANY(${param(values, f.colours)}::text[])` : null;
  const sizes = f.sizes.length ? `t.sizes && ${param(values, f.sizes)}::text[]` : 'true';
  const rows = await db.query<FacetRow>(
    `SELECT 'size' AS facet, x.size AS value, NULL AS swatch,
            ${colours ? 'count(DISTINCT t.product_id)' : 'count(*)'}::int AS count
       FROM product_stock t CROSS JOIN LATERAL unnest(t.sizes) AS x(size)
      WHERE ${where(colours ?? 't.colour IS NULL')} GROUP BY x.size
     UNION ALL
     SELECT 'colour', t.colour, min(t.swatch), count(*)::int
       FROM product_stock t WHERE ${where('t.colour IS NOT NULL', sizes)} GROUP BY t.colour`,
    values,
  );
  const spanning: SqlParam[] = [];
  const stockChosen = f.sizes.length > 0 || f.colours.length > 0;
  const spanWhere = (p: string) => catalogueWhere(p, f, spanning);
  const chosen = () =>
    [
      ...spanWhere('t'),
      f.colours.length
        ? `t.colour = ANY(${param(spanning, f.colours)}::text[])`
        : 't.colour IS NULL',
      ...(f.sizes.length ? [`t.sizes && ${param(spanning, f.sizes)}::text[]`] : []),
    ].join(' AND ');
  const [span] = await db.query<{ min: string | null; max: string | null }>(
    stockChosen
      ? `SELECT min(t.unit_price) AS min, max(t.unit_price) AS max FROM product_stock t
          WHERE ${chosen()}`
      : `SELECT min(p.unit_price) AS min, max(p.unit_price) AS max FROM products p
          WHERE ${spanWhere('p').join(' AND ') || 'true'}`,
    spanning,
  );
  const sizeCounts = new Map<string, number>();
  const colourCounts = new Map<string, number>();
  const swatches = new Map<string, string>();
  for (const row of rows) {
    if (row.facet === 'size') sizeCounts.set(row.value, row.count);
    else {
      colourCounts.set(row.value, row.count);
      if (row.swatch) swatches.set(row.value, row.swatch);
    }
  }
  const price =
    span?.min == null || span.max == null ? null : { min: Number(span.min), max: Number(span.max) };
  return orderedFacets(sizeCounts, colourCounts, swatches, price);
}
