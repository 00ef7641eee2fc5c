import type { Product } from '@atelier/api-client';

/** The homepage's Feature Products: best sellers first, at most `limit`; the input is not sorted in place. */
export function featureProducts(products: readonly Product[], limit: number): Product[] {
  return [...products].sort((a, b) => b.salesCount - a.salesCount).slice(0, Math.max(0, limit));
}
