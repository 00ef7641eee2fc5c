// Long lists for the windowing stories and the benchmark: the demo data repeated, with ids and
// titles of their own. Not part of the package build.
import type { Order, Product } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';

export function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const { pictures: _gallery, ...base } = fixtures.products[
      index % fixtures.products.length
    ] as Product;
    // Without the gallery: the mocks inline every picture, and 10,000 galleries of inlined
    // pictures would be a 100 MB answer; the back-office grid shows only the cover.
    return { ...base, _id: `bulk-${index}`, title: `${base.title} #${index + 1}` };
  });
}

/** Ids are 24 hex digits counting up, so the last 8 characters tell the orders apart. */
export function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    ...(fixtures.orders[index % fixtures.orders.length] as Order),
    _id: (index + 1).toString(16).padStart(24, '0'),
  }));
}
