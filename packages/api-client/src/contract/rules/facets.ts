import type { CardProduct, FacetCount, ProductFacets, ProductFilters } from '../payloads';
import { unitPrice } from './pricing';

/**
 * Extension `product-facets`: filtering by size, colour and price, and the count beside each
 * option. The reference server does the same in SQL (apps/server/src/db/facets.ts); the mocks,
 * and a listing against a plain backend, use these rules on the products they hold.
 */

/** One size in stock, in one colour ('' for a product without colours). */
interface StockCell {
  colour: string;
  size: string;
  swatch?: string;
}

/** What can be bought: per colour and size for a product with colours, per size otherwise. */
function stockCells(product: Pick<CardProduct, 'sizes' | 'colours'>): StockCell[] {
  if (product.colours?.length) {
    return product.colours.flatMap((colour) =>
      colour.sizes
        .filter((entry) => entry.stock > 0)
        .map((entry) => ({ colour: colour.name, size: entry.size, swatch: colour.swatch })),
    );
  }
  return product.sizes
    .filter((entry) => entry.stock > 0)
    .map((entry) => ({ colour: '', size: entry.size }));
}

const within = (values: readonly string[] | undefined, value: string) =>
  !values?.length || values.includes(value);

/** True when something is in stock in a chosen size and a chosen colour (each: any when none). */
function matchesStock(cells: readonly StockCell[], filters: ProductFilters): boolean {
  if (!filters.size?.length && !filters.colour?.length) return true;
  return cells.some(
    (cell) => within(filters.size, cell.size) && within(filters.colour, cell.colour),
  );
}

function matchesPrice(product: CardProduct, { minPrice, maxPrice }: ProductFilters): boolean {
  const paid = unitPrice(product);
  return (
    (minPrice === undefined || paid >= minPrice) && (maxPrice === undefined || paid <= maxPrice)
  );
}

function matchesCatalogue(product: CardProduct, { category, brand }: ProductFilters): boolean {
  return within(category, product.category) && within(brand, product.brand);
}

/** Whether a product passes every filter of the listing, the contract's and the extension's. */
export function matchesProductFilters(product: CardProduct, filters: ProductFilters): boolean {
  return (
    matchesCatalogue(product, filters) &&
    matchesPrice(product, filters) &&
    matchesStock(stockCells(product), filters)
  );
}

/** True when any of the extension's filters is on (the plain contract knows none of them). */
export function hasFacetFilters(filters: ProductFilters = {}): boolean {
  return (
    (filters.size?.length ?? 0) > 0 ||
    (filters.colour?.length ?? 0) > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Letter sizes from small to large, then every other size in natural order (26 before 100). */
export function compareSizes(a: string, b: string): number {
  const [x, y] = [LETTER_SIZES.indexOf(a.toUpperCase()), LETTER_SIZES.indexOf(b.toUpperCase())];
  if (x >= 0 || y >= 0) return x < 0 ? 1 : y < 0 ? -1 : x - y;
  return natural.compare(a, b);
}

/**
 * Facets in the order a shopper reads them: sizes small to large, colours by name; each colour
 * with its swatch. Both backends order their counts with this.
 */
export function orderedFacets(
  sizes: ReadonlyMap<string, number>,
  colours: ReadonlyMap<string, number>,
  swatches: ReadonlyMap<string, string>,
  price: ProductFacets['price'],
): ProductFacets {
  return {
    size: [...sizes]
      .map(([value, count]): FacetCount => ({ value, count }))
      .sort((a, b) => compareSizes(a.value, b.value)),
    colour: [...colours]
      .map(([value, count]) => ({ value, count, swatch: swatches.get(value) ?? '' }))
      .sort((a, b) => natural.compare(a.value, b.value) || (a.value < b.value ? -1 : 1)),
    price,
  };
}

function bump(counts: Map<string, number>, values: Iterable<string>) {
  for (const value of new Set(values)) counts.set(value, (counts.get(value) ?? 0) + 1);
}

/**
 * The facets of a list of products under `filters`: for each size, how many products pass
 * every filter but the size and have that size in stock in a chosen colour; for each colour,
 * the same the other way round; and the price span of what passes every filter but the price.
 */
export function productFacets(
  products: readonly CardProduct[],
  filters: ProductFilters = {},
): ProductFacets {
  const sizes = new Map<string, number>();
  const colours = new Map<string, number>();
  const swatches = new Map<string, string>();
  let price: ProductFacets['price'] = null;
  for (const product of products) {
    if (!matchesCatalogue(product, filters)) continue;
    const cells = stockCells(product);
    if (matchesStock(cells, filters)) {
      const paid = unitPrice(product);
      price = price
        ? { min: Math.min(price.min, paid), max: Math.max(price.max, paid) }
        : { min: paid, max: paid };
    }
    if (!matchesPrice(product, filters)) continue;
    bump(
      sizes,
      cells.filter((cell) => within(filters.colour, cell.colour)).map((cell) => cell.size),
    );
    const inColour = cells.filter((cell) => cell.colour && within(filters.size, cell.size));
    bump(
      colours,
      inColour.map((cell) => cell.colour),
    );
    // Two products may give one colour name different swatches: the smallest wins, as in SQL.
    for (const { colour, swatch = '' } of inColour) {
      const known = swatches.get(colour);
      if (known === undefined || swatch < known) swatches.set(colour, swatch);
    }
  }
  return orderedFacets(sizes, colours, swatches, price);
}
