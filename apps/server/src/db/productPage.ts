import type { Product } from '@atelier/api-client';
import type { Queryable } from './database';
import type { ImageResolver } from './media';
import { type ProductRow, SELECT_PRODUCT, toProduct } from './products';

/** What a product page's server-made head and content read (issue 36). */
export interface ProductPageRead {
  product: Product;
  /** How many reviews its rating averages (JSON-LD's reviewCount). */
  reviewCount: number;
}

/**
 * A product as the API answers it and the number of its reviews, in one round trip: the page
 * needs only the count, which the (product_id, user_id) index gives without reading a review.
 */
export async function readProductPage(
  db: Queryable,
  id: string,
  img: ImageResolver,
): Promise<ProductPageRead | null> {
  const [row] = await db.query<ProductRow & { review_count: number }>(
    `SELECT q.*, (SELECT count(*)::int FROM reviews r WHERE r.product_id = q.id) AS review_count
       FROM (${SELECT_PRODUCT} WHERE p.id = $1) q`,
    [id],
  );
  return row ? { product: toProduct(row, img), reviewCount: row.review_count } : null;
}
