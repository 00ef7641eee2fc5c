import { id, wishlistBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { WISHLIST } from '../../messages';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params } from '../validate';

const pair = z.object({ userId: id, productId: id });

export function wishlistRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const body = await jsonBody(c, wishlistBody);
    assertSelf(c, body.userId);
    const data = await c.get('deps').services.wishlist.add(body.userId, body.productId);
    return c.json({ success: true, message: WISHLIST.added, data });
  });

  app.get('/get/:userId', async (c) => {
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({ success: true, data: await c.get('deps').services.wishlist.list(userId) });
  });

  app.delete('/remove/:userId/:productId', async (c) => {
    const p = params(c, pair);
    assertSelf(c, p.userId);
    const data = await c.get('deps').services.wishlist.remove(p.userId, p.productId);
    return c.json({ success: true, message: WISHLIST.removed, data });
  });

  app.get('/check/:userId/:productId', async (c) => {
    const p = params(c, pair);
    assertSelf(c, p.userId);
    const isInWishlist = await c.get('deps').services.wishlist.contains(p.userId, p.productId);
    return c.json({ success: true, data: { isInWishlist } });
  });

  return app;
}
