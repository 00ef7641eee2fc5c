import type { ProductColour, ProductPicture } from '@atelier/api-client';
import { colourSizeStock, moveColourStock } from './colourStock';
import type { Queryable } from './database';

export interface PricedProduct {
  id: string;
  title: string;
  image: string;
  price: number;
  salePrice: number;
  /** Extension `product-colours`: what colour lines are checked and shown with. */
  colours?: ProductColour[];
  pictures?: ProductPicture[];
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
    colours: ProductColour[] | null;
    pictures: ProductPicture[] | null;
  }>(
    'SELECT id, title, image, price, sale_price, colours, pictures FROM products WHERE id = ANY($1::text[])',
    [[...ids]],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        image: row.image,
        price: Number(row.price),
        salePrice: Number(row.sale_price),
        ...(row.colours ? { colours: row.colours } : {}),
        ...(row.pictures ? { pictures: row.pictures } : {}),
      },
    ]),
  );
}

/**
 * Takes units of one size (in one colour; '' for a product without colours), counting them as
 * sold. The conditional UPDATE is atomic per row, so however many checkouts run at once a size
 * never goes below zero. False when too few are left.
 */
export async function takeStock(
  db: Queryable,
  productId: string,
  size: string,
  quantity: number,
  colour = '',
): Promise<boolean> {
  if (colour && !(await moveColourStock(db, productId, colour, size, -quantity))) return false;
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

/** Puts units back and un-counts the sale; a size (or colour) deleted meanwhile gets nothing back. */
export async function returnStock(
  db: Queryable,
  productId: string,
  size: string,
  quantity: number,
  colour = '',
): Promise<void> {
  if (colour && !(await moveColourStock(db, productId, colour, size, quantity))) {
    await db.query(
      'UPDATE products SET sales_count = greatest(sales_count - $2, 0) WHERE id = $1',
      [productId, quantity],
    );
    return;
  }
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

/** Units left of one size (in one colour), or null when the product has no such size. */
export async function sizeStock(
  db: Queryable,
  productId: string,
  size: string,
  colour = '',
): Promise<number | null> {
  if (colour) return colourSizeStock(db, productId, colour, size);
  const [row] = await db.query<{ stock: number }>(
    'SELECT stock FROM product_sizes WHERE product_id = $1 AND size = $2',
    [productId, size],
  );
  return row ? row.stock : null;
}
