import { CONFIRMATIONS } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import { lockProduct } from '../../db/products';
import { insertReview, listReviews } from '../../db/reviews';
import { assertSelf } from '../access';
import type { AppEnv } from '../env';
import { conflict, notFound } from '../errors';
import { id } from '../schemas';
import { jsonBody, params } from '../validate';

const reviewBody = z.object({
  productId: id,
  userId: id,
  // Shown for context only: the review carries the account's own name.
  userName: z.string().max(100).optional(),
  reviewMessage: z.string().trim().min(1, 'is required').max(2000, 'is too long'),
  reviewValue: z.number().int('must be a whole number').min(1).max(5),
});

export function reviewRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/add', async (c) => {
    const { db } = c.get('deps');
    const body = await jsonBody(c, reviewBody);
    const user = assertSelf(c, body.userId);
    const review = await db
      .transaction(async (tx) => {
        // Locking the product keeps averageReview right when two reviews land at once.
        if (!(await lockProduct(tx, body.productId))) throw notFound('Product not found');
        return insertReview(tx, {
          productId: body.productId,
          userId: user.id,
          userName: user.userName,
          reviewMessage: body.reviewMessage,
          reviewValue: body.reviewValue,
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict('You already reviewed this product!');
        throw error;
      });
    return c.json({ success: true, message: CONFIRMATIONS.reviewAdded, data: review }, 201);
  });

  app.get('/:productId', async (c) => {
    const { db } = c.get('deps');
    const { productId } = params(c, z.object({ productId: id }));
    return c.json({ success: true, data: await listReviews(db, productId) });
  });

  return app;
}
