// Story and test helpers over the mock backend's demo catalogue; not exported by the package.
import type { Product } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';

/** Demo products named in stories; titles are the fixture's own. */
export const DEMO_TITLES = {
  outOfStock: 'Puma Smash v2 Leather Sneakers',
  lowStock: 'Nike Windrunner Hooded Jacket',
  onSale: 'Nike Dri-FIT Legend Training T-Shirt',
  fullPrice: 'Nike Sportswear Club Fleece Hoodie',
  /** One piece left, in size M: the second quick add hits the limit. */
  lastPiece: "Levi's Trucker Denim Jacket",
  /** S 0, M 4, L 0, XL 2: only M and XL may be chosen. */
  partialSizes: 'Nike Windrunner Hooded Jacket',
  /** Has no reviews in the demo seed. */
  noReviews: 'Nike Sportswear Club Fleece Hoodie',
  /** Has reviews in the demo seed. */
  withReviews: 'Nike Dri-FIT Legend Training T-Shirt',
} as const;

export function demoProduct(title: string): Product {
  const product = fixtures.products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`No demo product titled ${title}`);
  return product;
}

/** `count` distinct products cycled from the demo catalogue, for windowing stories. */
export function manyProducts(count: number): Product[] {
  const source = fixtures.products;
  return Array.from({ length: count }, (_, index) => {
    const base = source[index % source.length] as Product;
    return { ...base, _id: `bulk-${index}`, title: `${base.title} #${index + 1}` };
  });
}
