// Long lists for the windowing stories and the benchmark: the demo data repeated, with ids and
// titles of their own. Not part of the package build.
import type { Order, OrderEvent, Product } from '@atelier/api-client';
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

/** An order with `events` timeline entries: placed, then notes and status changes by turns. */
export function busyOrder(events: number): Order {
  const base = fixtures.orders[0] as Order;
  const start = Date.parse(base.orderDate);
  const timeline: OrderEvent[] = Array.from({ length: events }, (_, index) => {
    const at = new Date(start + index * 60_000).toISOString();
    const _id = `event-${index}`;
    if (index === 0) return { _id, at, kind: 'placed', actor: { kind: 'shopper' } };
    return index % 2
      ? {
          _id,
          at,
          kind: 'note',
          actor: { kind: 'admin', name: 'Asha' },
          note: `Called the courier, attempt ${index}`,
          visibleToShopper: index % 4 === 1,
        }
      : { _id, at, kind: 'status', actor: { kind: 'admin', name: 'Asha' }, status: 'inProcess' };
  });
  return { ...base, timeline };
}
