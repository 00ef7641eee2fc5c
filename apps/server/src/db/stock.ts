import type { Queryable } from './database';

export interface PricedProduct {
  id: string;
  title: string;
  image: string;
  price: number;
  salePrice: number;
}

/** Titles, stored images and prices of the given products, for pricing an order. */
export async function findPricedProducts(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, PricedProduct>> {
  const rows = await db.query<{
    id: string;
    title: string;
    image: string;
    price: number | string;
    sale_price: number | string;
  }>('SELECT id, title, image, price, sale_price FROM products WHERE id = ANY($1::text[])', [
    [...ids],
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        image: row.image,
        price: Number(row.price),
        salePrice: Number(row.sale_price),
      },
    ]),
  );
}

/**
 * Takes units of one size, counting them as sold. The conditional UPDATE is atomic per row, so
 * however many checkouts run at once a size never goes below zero. False when too few are left.
 */
export async function takeStock(
  db: Queryable,
  productId: string,
  size: string,
  quantity: number,
): Promise<boolean> {
  const taken = await db.query(
    `UPDATE product_sizes SET stock = stock - $3
      WHERE product_id = $1 AND size = $2 AND stock >= $3 RETURNING stock`,
    [productId, size, quantity],
  );
  if (!taken.length) return false;
  await db.query(
    `UPDATE products SET total_stock = greatest(total_stock - $2, 0), sales_count = sales_count + $2
      WHERE id = $1`,
    [productId, quantity],
  );
  return true;
}

/** Puts units back and un-counts the sale; a size deleted meanwhile gets nothing back. */
export async function returnStock(
  db: Queryable,
  productId: string,
  size: string,
  quantity: number,
): Promise<void> {
  const restored = await db.query(
    'UPDATE product_sizes SET stock = stock + $3 WHERE product_id = $1 AND size = $2 RETURNING stock',
    [productId, size, quantity],
  );
  await db.query(
    `UPDATE products SET total_stock = total_stock + $2,
            sales_count = greatest(sales_count - $3, 0)
      WHERE id = $1`,
    [productId, restored.length ? quantity : 0, quantity],
  );
}

/** Units left of one size, or null when the product has no such size. */
export async function sizeStock(
  db: Queryable,
  productId: string,
  size: string,
): Promise<number | null> {
  const [row] = await db.query<{ stock: number }>(
    'SELECT stock FROM product_sizes WHERE product_id = $1 AND size = $2',
    [productId, size],
  );
  return row ? row.stock : null;
}
