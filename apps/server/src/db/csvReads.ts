import type { Order, Product } from '@atelier/api-client';
import type { Queryable } from './database';
import type { ImageResolver } from './media';
import { type OrderRow, toOrder } from './orders';
import { type ProductRow, SELECT_PRODUCT, toProduct } from './products';

/**
 * Reads for the CSV exports (extension 'catalogue-csv'), one batch at a time after the last row
 * of the one before (a keyset cursor on an index): each batch is one short query, so an export of
 * 100,000 rows neither holds them in memory nor holds a connection, which PGlite has only one of.
 */

/** Products after `afterId`, in id order. */
export async function productBatch(
  db: Queryable,
  afterId: string,
  limit: number,
  img: ImageResolver,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `${SELECT_PRODUCT} WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => toProduct(row, img));
}

/** Where an order batch starts: after this order date and id. */
export interface OrderPosition {
  date: string;
  id: string;
}

/** Orders placed from `from` until before `until`, oldest first, after `after`. */
export async function orderBatch(
  db: Queryable,
  range: { from: Date; until: Date },
  after: OrderPosition | null,
  limit: number,
  img: ImageResolver,
): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `SELECT * FROM orders
      WHERE order_date >= $1 AND order_date < $2
        AND ($3::timestamptz IS NULL OR (order_date, id) > ($3, $4))
      ORDER BY order_date, id LIMIT $5`,
    [range.from, range.until, after?.date ?? null, after?.id ?? '', limit],
  );
  return rows.map((row) => toOrder(row, img));
}

/** Which of `ids` name products; with `lock`, those rows stay locked until the transaction ends. */
export async function existingProductIds(
  db: Queryable,
  ids: readonly string[],
  lock = false,
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM products WHERE id = ANY($1::text[])${lock ? ' FOR UPDATE' : ''}`,
      [ids.slice(start, start + 5000)],
    );
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** The size ids of these products, by product and size label, so an import keeps them. */
export async function sizeIdsByLabel(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; product_id: string; size: string }>(
    'SELECT id, product_id, size FROM product_sizes WHERE product_id = ANY($1::text[])',
    [productIds],
  );
  return new Map(rows.map((row) => [`${row.product_id}\u0000${row.size}`, row.id]));
}
