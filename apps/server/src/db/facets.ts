import { type Brand, type Category, orderedFacets, type ProductFacets } from '@atelier/api-client';
import type { Queryable, SqlParam } from './database';

/**
 * Extension `product-facets` in SQL: the same rules as the contract's facets.ts, which the mocks
 * and a plain backend's listing use. What can be bought is a "stock cell": a size in stock in
 * one colour (from `products.colours`) or, for a product without colours, a size in stock
 * ('' for its colour).
 */

export interface CatalogueFilters {
  categories: Category[];
  brands: Brand[];
  sizes: string[];
  colours: string[];
  minPrice?: number;
  maxPrice?: number;
}

/** The stock cells of the product `p` (its columns `id` and `colours` in scope). */
const cellsOf = (p: string) => `(
  SELECT c.v->>'name' AS colour, c.v->>'swatch' AS swatch, cs.v->>'size' AS size
    FROM jsonb_array_elements(${p}.colours) AS c(v), jsonb_array_elements(c.v->'sizes') AS cs(v)
   WHERE (cs.v->>'stock')::int > 0
  UNION ALL
  SELECT '', NULL, s.size FROM product_sizes s
   WHERE s.product_id = ${p}.id AND s.stock > 0
     AND coalesce(jsonb_array_length(${p}.colours), 0) = 0)`;

/** Adds a parameter and names it in SQL. */
const param = (values: SqlParam[], value: SqlParam) => {
  values.push(value);
  return `$${values.length}`;
};

/** In stock in a chosen size and a chosen colour; `null` when neither is chosen. */
function stockWhere(
  p: string,
  { sizes, colours }: Pick<CatalogueFilters, 'sizes' | 'colours'>,
  values: SqlParam[],
): string | null {
  if (!sizes.length && !colours.length) return null;
  // Sizes alone: a product's own stock per size is the sum over its colours, so its sizes say it.
  if (!colours.length) {
    return `EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = ${p}.id AND s.stock > 0
                       AND s.size = ANY(${param(values, sizes)}::text[]))`;
  }
  const conditions = [`x.colour = ANY(${param(values, colours)}::text[])`];
  if (sizes.length) conditions.push(`x.size = ANY(${param(values, sizes)}::text[])`);
  return `EXISTS (SELECT 1 FROM ${cellsOf(p)} x WHERE ${conditions.join(' AND ')})`;
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
 * The facets under `f`, as the contract's productFacets() counts them: every stock cell of the
 * products in the chosen categories and brands is read once; a size counts the products within
 * the price range with a cell of that size in a chosen colour, a colour the other way round,
 * and the price span covers the products with a cell in a chosen size and colour.
 */
export async function productFacetsOf(db: Queryable, f: CatalogueFilters): Promise<ProductFacets> {
  /** The cells of the chosen categories and brands, and conditions on them, for one query. */
  const pieces = (values: SqlParam[]) => {
    const base = catalogueWhere('p', f, values).join(' AND ') || 'true';
    return {
      base,
      cells: `cells AS MATERIALIZED (
        SELECT p.id, p.unit_price, x.colour, x.swatch, x.size
          FROM products p CROSS JOIN LATERAL ${cellsOf('p')} x WHERE ${base})`,
      sizes: f.sizes.length ? `c.size = ANY(${param(values, f.sizes)}::text[])` : 'true',
      colours: f.colours.length ? `c.colour = ANY(${param(values, f.colours)}::text[])` : 'true',
    };
  };
  const counting: SqlParam[] = [];
  const q = pieces(counting);
  const inPrice = priceWhere('c', f, counting).join(' AND ') || 'true';
  const rows = await db.query<FacetRow>(
    `WITH ${q.cells}
     SELECT 'size' AS facet, c.size AS value, NULL AS swatch, count(DISTINCT c.id)::int AS count
       FROM cells c WHERE ${inPrice} AND ${q.colours} GROUP BY c.size
     UNION ALL
     SELECT 'colour', c.colour, min(c.swatch), count(DISTINCT c.id)::int
       FROM cells c WHERE c.colour <> '' AND ${inPrice} AND ${q.sizes} GROUP BY c.colour`,
    counting,
  );
  const spanning: SqlParam[] = [];
  const s = pieces(spanning);
  const stockChosen = f.sizes.length > 0 || f.colours.length > 0;
  const [span] = await db.query<{ min: string | null; max: string | null }>(
    stockChosen
      ? `WITH ${s.cells} SELECT min(c.unit_price) AS min, max(c.unit_price) AS max
           FROM cells c WHERE ${s.sizes} AND ${s.colours}`
      : `SELECT min(p.unit_price) AS min, max(p.unit_price) AS max FROM products p WHERE ${s.base}`,
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
