import pino from 'pino';
import { createPasswordHasher } from '../auth/passwords';
import type { Database, Queryable } from '../db/database';
import { prepareDatabase } from '../startup';

/** Migrates `db` and fills it with the demo shop, as a first start does; returns its contents. */
export async function demoShop(db: Database) {
  await prepareDatabase(
    db,
    { seed: true },
    createPasswordHasher({ N: 1024, r: 8, p: 1 }),
    pino({ level: 'silent' }),
  );
  return shopContents(db);
}

/** Every user, product and order id (and row counts of the rest), to compare two databases. */
export async function shopContents(db: Queryable) {
  const ids = async (table: string) =>
    (await db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`)).map((row) => row.id);
  const [counts] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM product_sizes) AS sizes,
            (SELECT count(*)::int FROM reviews) AS reviews,
            (SELECT count(*)::int FROM addresses) AS addresses,
            (SELECT count(*)::int FROM cart_items) AS cart_items,
            (SELECT count(*)::int FROM feature_images) AS feature_images`,
  );
  return {
    users: await ids('users'),
    products: await ids('products'),
    orders: await ids('orders'),
    counts,
  };
}
