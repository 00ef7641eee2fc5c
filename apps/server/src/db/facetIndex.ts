import type { Queryable } from './database';

/**
 * Extension `product-facets` from memory: the whole catalogue's stock, as `product_stock`
 * (migration 016) holds it, packed in typed arrays so one answer's counts take a few
 * milliseconds. Counting the same in SQL took a median of 84 ms and a p99 of 453 ms over 10,000
 * products in four colours (issue 37's budget: 50 ms; `pnpm bench facets`). No library keeps a
 * faceted index of a table in memory for us; one is built per catalogue version (see
 * CatalogCache.perVersion) with one query, and counted by facetCounts.ts with the very rules
 * of productFacetsOf() in facets.ts, which a test compares it with.
 *
 * Sizes are bits: a product's sizes in stock in any colour, and each colour's, are `words`
 * 32-bit words each.
 */
export interface FacetIndex {
  products: number;
  /** Index into `categoryNames` / `brandNames` per product. */
  category: Uint32Array;
  brand: Uint32Array;
  categoryNames: Map<string, number>;
  brandNames: Map<string, number>;
  /** The product's price (products.unit_price), which the price filter and span read. */
  price: Float64Array;
  /** Sizes in stock in any colour (`product_stock`'s row without a colour), per product. */
  anySizes: Uint32Array;
  /** The product's colour rows are `firstRow[i]` up to `firstRow[i + 1]`. */
  firstRow: Uint32Array;
  /** Per colour row: its colour (into `colourNames`), its sizes in stock, its swatch's rank. */
  rowColour: Uint32Array;
  rowSizes: Uint32Array;
  rowSwatch: Uint32Array;
  colourNames: string[];
  colourNumbers: Map<string, number>;
  sizeNames: string[];
  sizeBits: Map<string, number>;
  /** Swatches in the database's order (its `min()`); a row's rank past the end: none. */
  swatches: string[];
  words: number;
}

/** id, category, brand, price (as text, exact). */
type ProductEntry = [string, string, string, string];
/** product id, colour (null: any colour), swatch, the sizes in stock. */
type StockEntry = [string, string | null, string | null, string[]];

interface CatalogueText {
  products: string | null;
  stock: string | null;
  /** Every swatch in the database's order, as `min(swatch)` in productFacetsOf() compares. */
  swatches: string | null;
}

/** Numbers names in order of first appearance. */
function namer() {
  const numbers = new Map<string, number>();
  const number = (name: string) => {
    let n = numbers.get(name);
    if (n === undefined) {
      n = numbers.size;
      numbers.set(name, n);
    }
    return n;
  };
  return { numbers, number };
}

/** Sets the bits of `sizes` in `target` from word `at` (a size without a bit sets none). */
export function setSizes(
  target: Uint32Array,
  at: number,
  sizes: readonly string[],
  bits: ReadonlyMap<string, number>,
) {
  for (const size of sizes) {
    const bit = bits.get(size);
    if (bit === undefined) continue;
    const word = at + (bit >>> 5);
    target[word] = (target[word] ?? 0) | (1 << (bit & 31));
  }
}

/**
 * Reads the catalogue's stock in one query (products without stock too: they have a price).
 * Each part comes as one JSON text: PGlite hands over 45,000 rows in about 1.2 s, and the same
 * as one text value in about 0.2 s (`pnpm bench facets`).
 */
export async function buildFacetIndex(db: Queryable): Promise<FacetIndex> {
  const [text] = await db.query<CatalogueText>(
    `SELECT (SELECT json_agg(json_build_array(id, category, brand, unit_price::text))::text
               FROM products) AS products,
            (SELECT json_agg(json_build_array(product_id, colour, swatch, sizes))::text
               FROM product_stock) AS stock,
            (SELECT json_agg(s ORDER BY s)::text
               FROM (SELECT DISTINCT swatch AS s FROM product_stock WHERE swatch IS NOT NULL) x
            ) AS swatches`,
  );
  const products: ProductEntry[] = JSON.parse(text?.products ?? '[]');
  const stock: StockEntry[] = JSON.parse(text?.stock ?? '[]');
  const swatches: string[] = JSON.parse(text?.swatches ?? '[]');
  const swatchRank = new Map(swatches.map((swatch, rank) => [swatch, rank]));
  const categories = namer();
  const brands = namer();
  const colours = namer();
  const sizes = namer();
  const productNumber = new Map(products.map(([id], n) => [id, n]));
  // Colour rows grouped by product: count each product's, then place them.
  const firstRow = new Uint32Array(products.length + 1);
  for (const [id, colour, , inStock] of stock) {
    for (const size of inStock) sizes.number(size);
    const next = (productNumber.get(id) ?? 0) + 1;
    if (colour !== null) firstRow[next] = (firstRow[next] ?? 0) + 1;
  }
  for (let n = 0; n < products.length; n += 1) {
    firstRow[n + 1] = (firstRow[n + 1] ?? 0) + (firstRow[n] ?? 0);
  }
  const words = Math.max(1, Math.ceil(sizes.numbers.size / 32));
  const colourRows = firstRow[products.length] ?? 0;
  const index: FacetIndex = {
    products: products.length,
    category: Uint32Array.from(products, ([, category]) => categories.number(category)),
    brand: Uint32Array.from(products, ([, , brand]) => brands.number(brand)),
    categoryNames: categories.numbers,
    brandNames: brands.numbers,
    price: Float64Array.from(products, ([, , , price]) => Number(price)),
    anySizes: new Uint32Array(products.length * words),
    firstRow,
    rowColour: new Uint32Array(colourRows),
    rowSizes: new Uint32Array(colourRows * words),
    // A colour given no swatch ranks after every swatch, as min() passes over NULL.
    rowSwatch: new Uint32Array(colourRows).fill(swatches.length),
    colourNames: [],
    colourNumbers: colours.numbers,
    sizeNames: [...sizes.numbers.keys()],
    sizeBits: sizes.numbers,
    swatches,
    words,
  };
  const placed = firstRow.slice(0, products.length);
  for (const [id, colour, swatch, inStock] of stock) {
    const product = productNumber.get(id) ?? 0;
    if (colour === null) {
      setSizes(index.anySizes, product * words, inStock, sizes.numbers);
      continue;
    }
    const row = placed[product] ?? 0;
    placed[product] = row + 1;
    index.rowColour[row] = colours.number(colour);
    if (swatch !== null) index.rowSwatch[row] = swatchRank.get(swatch) ?? swatches.length;
    setSizes(index.rowSizes, row * words, inStock, sizes.numbers);
  }
  index.colourNames = [...colours.numbers.keys()];
  return index;
}

/** The typed arrays' bytes: what the index keeps besides its few names. */
export function facetIndexBytes(index: FacetIndex): number {
  return [
    index.category,
    index.brand,
    index.price,
    index.anySizes,
    index.firstRow,
    index.rowColour,
    index.rowSizes,
    index.rowSwatch,
  ].reduce((sum, array) => sum + array.byteLength, 0);
}
