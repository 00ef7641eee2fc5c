import { adminOrderSearchQuery } from '@atelier/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/harness';
import { searchAdminOrders } from './adminOrders';
import type { Database } from './database';
import { SEARCH_PROBE_ROWS } from './keyset';

// PGlite in the unit project; adminOrders.pg.test.ts runs it again on real PostgreSQL.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ORDERS = SEARCH_PROBE_ROWS + 100;
let db: Database;
let drop: () => Promise<void>;

// Order i is i minutes old; "Lake" is in the address of the newest six and of ten past the
// probe's window, "Park" in every other order.
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await db.query(
    `INSERT INTO users (id, user_name, email, password_hash, role, verified)
     VALUES ('u', 'Shopper', 'u@example.com', 'x', 'user', true)`,
  );
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_items, address_info, order_status,
                         payment_method, payment_status, total_amount, order_date, order_update_date)
     SELECT 'o-' || lpad(i::text, 5, '0'), 'u', 'cart', '[]',
            jsonb_build_object('address', CASE WHEN i <= 6 OR i > $1::int - 10 THEN 'Lake Road'
              WHEN i % 2 = 0 THEN 'Park Road' ELSE 'Hill Road' END),
            'pending', 'cod', 'pending', 100, now() - (i || ' minutes')::interval, now()
       FROM generate_series(1, $1::int) AS i`,
    [ORDERS],
  );
});
afterAll(() => drop());

/** Every page of a search, `limit` rows at a time, as the ids of the rows. */
async function allPages(params: Record<string, string>, limit: number) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await searchAdminOrders(
      db,
      adminOrderSearchQuery.parse({ ...params, ...(cursor ? { cursor } : {}) }),
      limit,
      (image) => image,
    );
    if (!('page' in answer)) throw new Error('bad cursor');
    ids.push(...answer.page.data.map((order) => order._id));
    cursor = answer.page.nextCursor;
  } while (cursor);
  return ids;
}

const id = (i: number) => `o-${String(i).padStart(5, '0')}`;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('admin order search pages', () => {
  it('pages a broad match in the sort order, from the first rows of the date index', async () => {
    const park = range(1, ORDERS).filter((i) => i % 2 === 0 && i > 6 && i <= ORDERS - 10);
    expect(await allPages({ q: 'park' }, 200)).toEqual(park.map(id));
    expect(await allPages({ q: 'park', sortBy: 'oldest' }, 300)).toEqual(
      [...park].reverse().map(id),
    );
  });

  it('finds the matches past the rows a page first looks at', async () => {
    const lake = [...range(1, 6), ...range(ORDERS - 9, ORDERS)];
    expect(await allPages({ q: 'lake' }, 5)).toEqual(lake.map(id));
    expect(await allPages({ q: 'lake', sortBy: 'oldest' }, 7)).toEqual([...lake].reverse().map(id));
  });
});
