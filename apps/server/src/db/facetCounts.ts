import { orderedFacets, type ProductFacets } from '@atelier/api-client';
import { type FacetIndex, setSizes } from './facetIndex';
import type { CatalogueFilters } from './facets';

/** Which of `names` were chosen, or null when none was (every one passes). */
function chosen(names: Map<string, number>, values: readonly string[]): Uint8Array | null {
  if (!values.length) return null;
  const picked = new Uint8Array(names.size);
  for (const value of values) {
    const n = names.get(value);
    if (n !== undefined) picked[n] = 1;
  }
  return picked;
}

/** The chosen sizes as bits (a size no product has sets none), or null when none was chosen. */
function sizeMask(index: FacetIndex, sizes: readonly string[]): Uint32Array | null {
  if (!sizes.length) return null;
  const mask = new Uint32Array(index.words);
  setSizes(mask, 0, sizes, index.sizeBits);
  return mask;
}

function overlaps(bits: Uint32Array, at: number, mask: Uint32Array): boolean {
  for (let w = 0; w < mask.length; w += 1) if ((bits[at + w] ?? 0) & (mask[w] ?? 0)) return true;
  return false;
}

/** Adds one to the count of every size set in `bits` from word `at`. */
function countSizes(counts: Uint32Array, bits: Uint32Array, at: number, words: number) {
  for (let w = 0; w < words; w += 1) {
    let word = bits[at + w] ?? 0;
    while (word) {
      const low = word & -word;
      const size = (w << 5) + 31 - Math.clz32(low);
      counts[size] = (counts[size] ?? 0) + 1;
      word ^= low;
    }
  }
}

/**
 * The facets under `f` from the index, by productFacetsOf()'s rules (facets.ts): each facet is
 * counted with every filter but its own; a size counts a product once however many chosen
 * colours have it; a colour counts each product's row of it; the price span covers what passes
 * the category, brand, size and colour.
 */
export function countFacets(index: FacetIndex, f: CatalogueFilters): ProductFacets {
  const { words } = index;
  const categories = chosen(index.categoryNames, f.categories);
  const brands = chosen(index.brandNames, f.brands);
  const colours = chosen(index.colourNumbers, f.colours);
  const sizes = sizeMask(index, f.sizes);
  const sizeCounts = new Uint32Array(index.sizeNames.length);
  const colourCounts = new Uint32Array(index.colourNames.length);
  const swatchRank = new Uint32Array(index.colourNames.length).fill(0xffffffff);
  const inChosenColours = new Uint32Array(words);
  const low = f.minPrice ?? Number.NEGATIVE_INFINITY;
  const high = f.maxPrice ?? Number.POSITIVE_INFINITY;
  let spanMin = Number.POSITIVE_INFINITY;
  let spanMax = Number.NEGATIVE_INFINITY;
  for (let p = 0; p < index.products; p += 1) {
    if (categories && !categories[index.category[p] ?? 0]) continue;
    if (brands && !brands[index.brand[p] ?? 0]) continue;
    const first = index.firstRow[p] ?? 0;
    const end = index.firstRow[p + 1] ?? 0;
    inChosenColours.fill(0);
    let stockMatches = !colours && (!sizes || overlaps(index.anySizes, p * words, sizes));
    if (colours) {
      for (let r = first; r < end; r += 1) {
        if (!colours[index.rowColour[r] ?? 0]) continue;
        for (let w = 0; w < words; w += 1) {
          inChosenColours[w] = (inChosenColours[w] ?? 0) | (index.rowSizes[r * words + w] ?? 0);
        }
        if (!sizes || overlaps(index.rowSizes, r * words, sizes)) stockMatches = true;
      }
    }
    const price = index.price[p] ?? 0;
    if (stockMatches) {
      if (price < spanMin) spanMin = price;
      if (price > spanMax) spanMax = price;
    }
    if (price < low || price > high) continue;
    if (colours) countSizes(sizeCounts, inChosenColours, 0, words);
    else countSizes(sizeCounts, index.anySizes, p * words, words);
    for (let r = first; r < end; r += 1) {
      if (sizes && !overlaps(index.rowSizes, r * words, sizes)) continue;
      const colour = index.rowColour[r] ?? 0;
      const rank = index.rowSwatch[r] ?? 0;
      colourCounts[colour] = (colourCounts[colour] ?? 0) + 1;
      if (rank < (swatchRank[colour] ?? 0)) swatchRank[colour] = rank;
    }
  }
  const sizeMap = new Map<string, number>();
  index.sizeNames.forEach((name, n) => {
    if (sizeCounts[n]) sizeMap.set(name, sizeCounts[n]);
  });
  const colourMap = new Map<string, number>();
  const swatchMap = new Map<string, string>();
  index.colourNames.forEach((name, n) => {
    if (!colourCounts[n]) return;
    colourMap.set(name, colourCounts[n]);
    const swatch = index.swatches[swatchRank[n] ?? 0];
    if (swatch) swatchMap.set(name, swatch);
  });
  const price = spanMin <= spanMax ? { min: spanMin, max: spanMax } : null;
  return orderedFacets(sizeMap, colourMap, swatchMap, price);
}
