import type { Review } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';

interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  user_name: string;
  review_message: string;
  review_value: number;
  created_at: Date | string;
}

const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  userName: row.user_name,
  reviewMessage: row.review_message,
  reviewValue: row.review_value,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listReviews(db: Queryable, productId: string): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    'SELECT * FROM reviews WHERE product_id = $1 ORDER BY created_at DESC, id',
    [productId],
  );
  return rows.map(toReview);
}

/** Adds the review and refreshes the product's averageReview in the caller's transaction. */
export async function insertReview(
  db: Queryable,
  review: Omit<Review, '_id' | 'createdAt'>,
): Promise<Review> {
  const [row] = await db.query<ReviewRow>(
    `INSERT INTO reviews (id, product_id, user_id, user_name, review_message, review_value)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [
      newId(),
      review.productId,
      review.userId,
      review.userName,
      review.reviewMessage,
      review.reviewValue,
    ],
  );
  await db.query(
    `UPDATE products SET average_review =
       (SELECT coalesce(avg(review_value), 0) FROM reviews WHERE product_id = $1)
     WHERE id = $1`,
    [review.productId],
  );
  if (!row) throw new Error('review insert returned nothing');
  return toReview(row);
}
