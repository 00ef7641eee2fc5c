import { adminProductSearchQuery } from '@atelier/api-client/schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/harness';
import { searchAdminProductsJson } from './adminProducts';
import type { Database } from './database';
import { SEARCH_PROBE_ROWS } from './keyset';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const PRODUCTS = SEARCH_PROBE_ROWS + 500;
let db: Database;
let drop: () => Promise<void>;

// Product i is i minutes old; every title holds "Shirt" (more matches than a probe's window),
// and every seventh "Linen" (fewer).
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await db.query(
    `INSERT INTO products (id, image, title, description, category, brand, price, sale_price,
                           unit_price, total_stock, created_at)
     SELECT 'p-' || lpad(i::text, 5, '0'), 'https://cdn.example/p.png',
            CASE WHEN i % 7 = 0 THEN 'Linen Shirt ' ELSE 'Cotton Shirt ' END || i, 'd', 'men',
            'zara', 999, 0, 999, 5, now() - i * interval '1 minute'
       FROM generate_series(1, $1::int) i`,
    [PRODUCTS],
  );
});
afterAll(() => drop());

/** The ids of `pages` pages of a search, newest first, followed by cursor. */
async function pagesOf(text: string, pages: number) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let total = 0;
  for (let i = 0; i < pages; i += 1) {
    const query = adminProductSearchQuery.parse({ q: text, ...(cursor ? { cursor } : {}) });
    const answer = await searchAdminProductsJson(db, query, 50, 'http://api.test');
    if (!('json' in answer)) throw new Error('the cursor was refused');
    const page = JSON.parse(answer.json);
    ids.push(...page.data.map((product: { _id: string }) => product._id));
    total = page.total;
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return { ids, total };
}

const newest = (count: number, keep: (i: number) => boolean) =>
  Array.from({ length: PRODUCTS }, (_, n) => n + 1)
    .filter(keep)
    .slice(0, count)
    .map((i) => `p-${String(i).padStart(5, '0')}`);

describe('the admin product search', () => {
  it('pages a broad match from the sort’s own order (more matches than the probe reads)', async () => {
    const { ids, total } = await pagesOf('shirt', 3);
    expect(total).toBe(PRODUCTS);
    expect(ids).toEqual(newest(150, () => true));
  });

  it('pages a narrow match through the trigram index, in the same order', async () => {
    const { ids, total } = await pagesOf('linen', 3);
    expect(total).toBe(Math.floor(PRODUCTS / 7));
    expect(ids).toEqual(newest(150, (i) => i % 7 === 0));
  });

  it('answers a text nothing holds with an empty page', async () => {
    expect(await pagesOf('zzqx', 1)).toEqual({ ids: [], total: 0 });
  });
});
