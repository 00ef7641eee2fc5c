import { ADMIN_PAGE_LIMIT, decodeCursor } from '@atelier/api-client';
import { adminCustomerSearchQuery } from '@atelier/api-client/schemas';
import { searchCustomers } from '../../apps/server/src/db/customers.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import type { Figure } from './figures.ts';

const SHOPPERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GROUP = 'back office';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * 100,000 shoppers (one in three with two orders) written straight into the embedded database
 * (PGlite, the default deployment): a sign-up through the API would cost a password hash each.
 */
export async function seedShoppers(db: Awaited<ReturnType<typeof openDatabase>>) {
  await db.query(
    `INSERT INTO users (id, user_name, email, password_hash, role, verified, created_at)
     SELECT 'bench-' || lpad(i::text, 7, '0'),
            (ARRAY['Aarav','Diya','Kabir','Meera','Rohan','Sara','Vikram','Zoya'])[1 + i % 8] || ' ' ||
            (ARRAY['Sharma','Verma','Iyer','Khan','Das','Menon','Patel','Rao','Singh','Bose'])[1 + (i / 8) % 10],
            'shopper' || i || '@bench.example',
            'x', 'user', i % 10 <> 0, now() - (i || ' minutes')::interval
       FROM generate_series(1, $1::int) AS i`,
    [SHOPPERS],
  );
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_items, address_info, order_status,
                         payment_method, payment_status, total_amount, order_date, order_update_date)
     SELECT 'bench-order-' || i || '-' || k, 'bench-' || lpad(i::text, 7, '0'), 'cart', '[]', '{}',
            (ARRAY['pending','delivered','rejected'])[1 + (i + k) % 3], 'cod', 'pending',
            100 + i % 900, now() - ((i + k) || ' hours')::interval, now()
       FROM generate_series(1, $1::int, 3) AS i, generate_series(1, 2) AS k`,
    [SHOPPERS],
  );
  await db.exec('ANALYZE users; ANALYZE orders;');
}

/**
 * The back office's customer list (extension 'admin-customers') over 100,000 shoppers: the
 * server's time for the first rows, a typed search (broad, narrow, none), the list by name and a
 * page far down by cursor, each the median of BENCH_RUNS. The browser adds its 150 ms typing pause
 * and the transfer of one page (50 rows, about 10 KB).
 */
export async function customerFigures(): Promise<Figure[]> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    const seededAt = performance.now();
    await seedShoppers(db);
    console.log(`  seeded ${SHOPPERS} shoppers in ${Math.round(performance.now() - seededAt)} ms`);
    const search = async (params: Record<string, string>) => {
      const answer = await searchCustomers(
        db,
        adminCustomerSearchQuery.parse(params),
        ADMIN_PAGE_LIMIT,
      );
      if ('badCursor' in answer) throw new Error('bad cursor');
      return answer;
    };
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      cursor = (await search({ sortBy: 'name-atoz', ...(cursor ? { cursor } : {}) })).nextCursor;
    }
    if (!cursor || !decodeCursor(cursor)) throw new Error('no cursor 20 pages down');
    const cases: Array<[string, Record<string, string>, number]> = [
      ['first rows, newest first', {}, 1000],
      ['first rows, name A to Z', { sortBy: 'name-atoz' }, 1000],
      ['search "verma" (a tenth of them)', { q: 'verma' }, 300],
      ['search part of one e-mail', { q: 'shopper4242@' }, 300],
      ['search with no match', { q: 'zzqx' }, 300],
      ['page 21 by cursor, name A to Z', { sortBy: 'name-atoz', cursor }, 300],
    ];
    const figures: Figure[] = [];
    for (const [name, params, max] of cases) {
      const times: number[] = [];
      let answer: Awaited<ReturnType<typeof search>> | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        answer = await search(params);
        times.push(performance.now() - at);
      }
      figures.push({
        group: GROUP,
        name: `customers: ${name}`,
        value: median(times),
        unit: 'ms',
        budget: { max },
        note: `server time, ${SHOPPERS.toLocaleString('en')} shoppers, PGlite, median of ${RUNS}; ${answer?.data.length} rows, total ${answer?.total}${answer?.totalIsExact ? '' : '+'}`,
      });
    }
    return figures;
  } finally {
    await db.close();
  }
}
