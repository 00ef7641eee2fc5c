import type { Product } from '@atelier/api-client';
import type { Queryable } from './database';

/** What a sitemap needs of a product: its address is made from these. */
export type SitemapProduct = Pick<Product, '_id' | 'title'>;

export async function countProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  return row?.count ?? 0;
}

/**
 * The products after `after` in id order, `limit` of them: a keyset cursor on the primary key,
 * so each batch is an index range scan however deep into the catalogue it is, and no
 * transaction or connection is held between batches while a slow client reads.
 */
export function productsAfter(
  db: Queryable,
  after: string | null,
  limit: number,
): Promise<SitemapProduct[]> {
  // Two statements, not `$1 IS NULL OR id > $1`: a prepared plan with that OR reads and sorts
  // the whole table for every batch instead of walking the index.
  const columns = 'SELECT id AS "_id", title FROM products';
  return after === null
    ? db.query<SitemapProduct>(`${columns} ORDER BY id LIMIT $1`, [limit])
    : db.query<SitemapProduct>(`${columns} WHERE id > $1 ORDER BY id LIMIT $2`, [after, limit]);
}

/**
 * Where a sitemap file that skips the first `skipped` products (in id order) starts: after the
 * id of the last one skipped; none when no product is left past them.
 */
export async function fileStart(
  db: Queryable,
  skipped: number,
): Promise<{ after: string } | undefined> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM products ORDER BY id OFFSET $1 LIMIT 2',
    [skipped - 1],
  );
  return rows.length === 2 ? { after: (rows[0] as { id: string }).id } : undefined;
}
