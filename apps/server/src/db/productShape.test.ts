import type { Product } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, PUBLIC_URL, type TestServer } from '../test/harness';
import { findProduct, listAllProductsJson } from './products';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 24 });
});
afterAll(() => t.close());

/**
 * A product's JSON is built twice: by toProduct() for single products and by SQL for lists and
 * search (for speed). Both must give exactly the same fields, values and order of sizes.
 */
describe('product JSON shape', () => {
  it('the SQL list and toProduct() agree on every product, with reviews and odd averages', async () => {
    const [first, second] = t.seeded.productIds;
    // Averages that only agree when both sides round alike: 3.5 and 10/3 (3.3).
    for (const [productId, values] of [
      [first, [4, 3]],
      [second, [5, 3, 2]],
    ] as const) {
      for (const value of values) {
        const s = await t.newShopper('Critic');
        await s.client.post('/api/shop/review/add', {
          productId,
          userId: s.user.id,
          reviewMessage: 'Hmm',
          reviewValue: value,
        });
      }
    }
    const img = (stored: string) => (stored.startsWith('/') ? `${PUBLIC_URL}${stored}` : stored);
    const listed = JSON.parse(await listAllProductsJson(t.db, PUBLIC_URL)) as Product[];
    expect(listed).toHaveLength(24);
    for (const fromSql of listed) {
      const fromTs = await findProduct(t.db, fromSql._id, img);
      expect(fromSql).toStrictEqual(fromTs);
      expect(Object.keys(fromSql)).toEqual(Object.keys(fromTs ?? {}));
    }
    expect(listed.find((p) => p._id === second)?.averageReview).toBe(3.3);
  });
});
