import type { Review, ReviewFit } from '@atelier/api-client';
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
  fit: ReviewFit | null;
  verified_buyer: boolean;
}

const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  productId: row.product_id,
  userId: row.user_id,
  userName: row.user_name,
  reviewMessage: row.review_message,
  reviewValue: row.review_value,
  createdAt: new Date(row.created_at).toISOString(),
  ...(row.fit ? { fit: row.fit } : {}),
  verifiedBuyer: row.verified_buyer,
});

// Extension review-fit: the rule of `countsAsPurchase` (api-client), on the reviewer's orders.
const VERIFIED_BUYER = `EXISTS (
  SELECT 1 FROM orders o
  WHERE o.user_id = r.user_id
    AND o.order_status NOT IN ('rejected', 'cancelled')
    AND (o.payment_method = 'cod' OR o.payment_status = 'paid')
    AND o.cart_items @> jsonb_build_array(jsonb_build_object('productId', r.product_id))
) AS verified_buyer`;

export async function listReviews(db: Queryable, productId: string): Promise<Review[]> {
  const rows = await db.query<ReviewRow>(
    `SELECT r.*, ${VERIFIED_BUYER} FROM reviews r
     WHERE r.product_id = $1 ORDER BY r.created_at DESC, r.id`,
    [productId],
  );
  return rows.map(toReview);
}

/** Adds the review and refreshes the product's averageReview in the caller's transaction. */
export async function insertReview(
  db: Queryable,
  review: Omit<Review, '_id' | 'createdAt' | 'verifiedBuyer'>,
): Promise<Review> {
  const [row] = await db.query<ReviewRow>(
    `WITH r AS (
       INSERT INTO reviews (id, product_id, user_id, user_name, review_message, review_value, fit)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *
     )
     SELECT r.*, ${VERIFIED_BUYER} FROM r`,
    [
      newId(),
      review.productId,
      review.userId,
      review.userName,
      review.reviewMessage,
      review.reviewValue,
      review.fit ?? null,
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
