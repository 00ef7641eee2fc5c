import { ADMIN_PAGE_LIMIT, decodeCursor } from '@atelier/api-client';
import { adminProductSearchQuery } from '@atelier/api-client/schemas';
import { createPasswordHasher } from '../../apps/server/src/auth/passwords.ts';
import { searchAdminProductsJson } from '../../apps/server/src/db/adminProducts.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import type { Figure } from './figures.ts';

const PRODUCTS = Number(process.env.BENCH_BACKOFFICE_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GROUP = 'back office';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The back office's product search (extension 'admin-product-search') over 100,000 products in
 * the embedded database (PGlite, the default deployment): the server's time for a first page, a
 * typed search, a filtered sort and a page far down the list, each the median of BENCH_RUNS.
 * The browser adds its 150 ms typing pause and the transfer of one page (50 products).
 */
export async function backOfficeFigures(): Promise<Figure[]> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    const seededAt = performance.now();
    await seed(db, createPasswordHasher({ N: 1024, r: 8, p: 1 }), {
      productCount: PRODUCTS,
      activity: false,
      onlyIfEmpty: false,
    });
    console.log(`  seeded ${PRODUCTS} products in ${Math.round(performance.now() - seededAt)} ms`);
    const search = async (params: Record<string, string>) => {
      const query = adminProductSearchQuery.parse(params);
      const answer = await searchAdminProductsJson(db, query, ADMIN_PAGE_LIMIT, 'http://bench');
      if ('badCursor' in answer) throw new Error('bad cursor');
      return JSON.parse(answer.json) as { data: unknown[]; nextCursor?: string; total: number };
    };
    const time = async (params: Record<string, string>) => {
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof search>> | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        last = await search(params);
        times.push(performance.now() - at);
      }
      return { ms: median(times), answer: last };
    };
    // Twenty pages down by cursor: the cursor of page 20, then page 21 timed.
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      cursor = (await search({ sortBy: 'title-atoz', ...(cursor ? { cursor } : {}) })).nextCursor;
    }
    if (!cursor || !decodeCursor(cursor)) throw new Error('no cursor 20 pages down');
    const cases: Array<[string, Record<string, string>, number]> = [
      ['first page, newest first', {}, 300],
      ['search "denim" (title or brand)', { q: 'denim' }, 300],
      ['search with no match', { q: 'zzqx' }, 300],
      ['low stock, price high to low', { stock: 'low', sortBy: 'price-hightolow' }, 300],
      ['page 21 by cursor, title A to Z', { sortBy: 'title-atoz', cursor }, 300],
    ];
    const figures: Figure[] = [];
    for (const [name, params, max] of cases) {
      const { ms, answer } = await time(params);
      figures.push({
        group: GROUP,
        name: `products search: ${name}`,
        value: ms,
        unit: 'ms',
        budget: { max },
        note: `server time, ${PRODUCTS.toLocaleString('en')} products, PGlite, median of ${RUNS}; ${answer?.data.length} rows, total ${answer?.total}`,
      });
    }
    return figures;
  } finally {
    await db.close();
  }
}
