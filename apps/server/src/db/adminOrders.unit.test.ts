import { adminOrderSearchQuery } from '@atelier/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/harness';
import { searchAdminOrders } from './adminOrders';
import type { Database } from './database';
import { SEARCH_PROBE_ROWS } from './keyset';

// PGlite in the unit project; adminOrders.pg.test.ts runs it again on real PostgreSQL.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ORDERS = 2 * SEARCH_PROBE_ROWS + 100;
/** The oldest orders' address: more than a probe's window, all past it. */
const LAKE_OLD = SEARCH_PROBE_ROWS + 10;
let db: Database;
let drop: () => Promise<void>;

// Order i is i minutes old. "Lake" is in the address of the newest six and of the oldest
// LAKE_OLD (many matches, few in the first rows), "Hill" of the next ten (few matches), "Park"
// of the rest; every address is a "Road" (a match in every row).
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
            jsonb_build_object('address', CASE WHEN i <= 6 OR i > $1::int - $2::int THEN 'Lake Road'
              WHEN i <= 16 THEN 'Hill Road' ELSE 'Park Road' END),
            'pending', 'cod', 'pending', 100, now() - (i || ' minutes')::interval, now()
       FROM generate_series(1, $1::int) AS i`,
    [ORDERS, LAKE_OLD],
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
  it('pages a match of every row in the sort order, from the first rows of the index', async () => {
    const all = range(1, ORDERS);
    expect(await allPages({ q: 'road' }, 700)).toEqual(all.map(id));
    expect(await allPages({ q: 'road', sortBy: 'oldest' }, 900)).toEqual(
      [...all].reverse().map(id),
    );
  });

  it('finds many matches past the rows a page first looks at', async () => {
    const lake = [...range(1, 6), ...range(ORDERS - LAKE_OLD + 1, ORDERS)];
    expect(await allPages({ q: 'lake' }, 50)).toEqual(lake.map(id));
  });

  it('sorts a few matches', async () => {
    const hill = range(7, 16);
    expect(await allPages({ q: 'hill' }, 4)).toEqual(hill.map(id));
    expect(await allPages({ q: 'hill', sortBy: 'oldest' }, 3)).toEqual([...hill].reverse().map(id));
  });
});
