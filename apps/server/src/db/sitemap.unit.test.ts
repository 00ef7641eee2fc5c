import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from '../auth/passwords';
import { seed } from '../seed/seed';
import { type Database, openMemoryDatabase, type Queryable } from './database';
import { migrate } from './migrate';
import { fileStart, productsAfter } from './sitemap';

// Seeding a few thousand products into PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** Enough products for the planner to weigh an index against reading the table. */
const PRODUCTS = 3_000;

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
  await migrate(db);
  await seed(db, createPasswordHasher({ N: 1024, r: 8, p: 1 }), {
    productCount: PRODUCTS,
    activity: false,
    onlyIfEmpty: false,
  });
});
afterAll(() => db.close());

/** What the database does for the queries a read sends, instead of their rows. */
function plans(): { db: Queryable; text: () => string } {
  const lines: string[] = [];
  return {
    db: {
      async query<T>(sql: string, params?: readonly never[]) {
        const rows = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE) ${sql}`, params);
        lines.push(...rows.map((row) => Object.values(row).join(' ')));
        return [] as T[];
      },
      exec: (sql) => db.exec(sql),
    },
    text: () => lines.join('\n'),
  };
}

describe("the sitemap's reads of a freshly loaded catalogue", () => {
  it('walk an index alone, never the products’ rows nor a sort of the whole table', async () => {
    const [, middle] = await db.query<{ id: string }>(
      'SELECT id FROM products ORDER BY id OFFSET $1 LIMIT 2',
      [PRODUCTS / 3],
    );
    for (const read of [
      (q: Queryable) => productsAfter(q, null, 1_000),
      (q: Queryable) => productsAfter(q, middle?.id ?? null, 1_000),
      (q: Queryable) => fileStart(q, PRODUCTS / 2),
    ]) {
      const explained = plans();
      await read(explained.db);
      // The id alone (a file's start) is in the primary key too.
      expect(explained.text()).toMatch(/Index Only Scan using products_(sitemap_idx|pkey)/);
      expect(explained.text()).toMatch(/Heap Fetches: 0/);
      expect(explained.text()).not.toMatch(/Seq Scan|Sort/);
    }
  });
});
