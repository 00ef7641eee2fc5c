import { id, reviewBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { REVIEWS } from '../../messages';
import { assertSelf } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params } from '../validate';

export function reviewRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/add', async (c) => {
    const { productId, userId, reviewMessage, reviewValue, fit } = await jsonBody(c, reviewBody);
    const user = assertSelf(c, userId);
    const review = await c
      .get('deps')
      .services.reviews.add(user, { productId, reviewMessage, reviewValue, fit });
    return c.json({ success: true, message: REVIEWS.added, data: review }, 201);
  });

  app.get('/:productId', async (c) => {
    const { productId } = params(c, z.object({ productId: id }));
    return c.json({ success: true, data: await c.get('deps').services.reviews.list(productId) });
  });

  return app;
}
