import { CONFIRMATIONS } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { imageResolver } from '../../db/media';
import { findProduct } from '../../db/products';
import { addToWishlist, isInWishlist, listWishlist, removeFromWishlist } from '../../db/wishlist';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { id } from '../schemas';
import { jsonBody, params } from '../validate';

const pair = z.object({ userId: id, productId: id });

export function wishlistRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const { db, config } = c.get('deps');
    const body = await jsonBody(c, pair);
    assertSelf(c, body.userId);
    const img = imageResolver(config.publicUrl);
    if (!(await findProduct(db, body.productId, img))) throw notFound('Product not found');
    await addToWishlist(db, body.userId, body.productId);
    return c.json({
      success: true,
      message: CONFIRMATIONS.wishlistAdded,
      data: await listWishlist(db, body.userId, img),
    });
  });

  app.get('/get/:userId', async (c) => {
    const { db, config } = c.get('deps');
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({
      success: true,
      data: await listWishlist(db, userId, imageResolver(config.publicUrl)),
    });
  });

  app.delete('/remove/:userId/:productId', async (c) => {
    const { db, config } = c.get('deps');
    const p = params(c, pair);
    assertSelf(c, p.userId);
    if (!(await removeFromWishlist(db, p.userId, p.productId))) {
      throw notFound('Product is not in the wishlist');
    }
    return c.json({
      success: true,
      message: CONFIRMATIONS.wishlistRemoved,
      data: await listWishlist(db, p.userId, imageResolver(config.publicUrl)),
    });
  });

  app.get('/check/:userId/:productId', async (c) => {
    const { db } = c.get('deps');
    const p = params(c, pair);
    assertSelf(c, p.userId);
    return c.json({
      success: true,
      data: { isInWishlist: await isInWishlist(db, p.userId, p.productId) },
    });
  });

  return app;
}
