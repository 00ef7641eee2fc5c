import type { Brand, Category, WishlistItem } from '@atelier/api-client';
import type { Queryable } from './database';
import type { ImageResolver } from './media';

export async function listWishlist(
  db: Queryable,
  userId: string,
  img: ImageResolver,
): Promise<WishlistItem[]> {
  const rows = await db.query<{
    product_id: string;
    image: string;
    title: string;
    price: number | string;
    sale_price: number | string;
    category: Category;
    brand: Brand;
    average_review: number;
  }>(
    `SELECT w.product_id, p.image, p.title, p.price, p.sale_price, p.category, p.brand, p.average_review
       FROM wishlist_items w JOIN products p ON p.id = w.product_id
      WHERE w.user_id = $1 ORDER BY w.added_at DESC, w.product_id`,
    [userId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    image: img(row.image),
    title: row.title,
    price: Number(row.price),
    salePrice: Number(row.sale_price),
    category: row.category,
    brand: row.brand,
    averageReview: Math.round(Number(row.average_review) * 10) / 10,
  }));
}

export async function addToWishlist(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<void> {
  await db.query(
    'INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [userId, productId],
  );
}

export async function removeFromWishlist(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2 RETURNING product_id',
    [userId, productId],
  );
  return rows.length > 0;
}

export async function isInWishlist(db: Queryable, userId: string, productId: string) {
  const rows = await db.query(
    'SELECT 1 FROM wishlist_items WHERE user_id = $1 AND product_id = $2',
    [userId, productId],
  );
  return rows.length > 0;
}
