import { cartItemBody, cartLineQuery, id, sizeLabel } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { CART } from '../../messages';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params, query } from '../validate';

export function cartRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const { userId, ...line } = await jsonBody(c, cartItemBody);
    assertSelf(c, userId);
    const cart = await c.get('deps').services.cart.add(userId, line);
    return c.json({ success: true, message: CART.added, data: cart });
  });

  app.get('/get/:userId', async (c) => {
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({ success: true, data: await c.get('deps').services.cart.get(userId) });
  });

  app.put('/update', async (c) => {
    const { userId, ...line } = await jsonBody(c, cartItemBody);
    assertSelf(c, userId);
    const cart = await c.get('deps').services.cart.update(userId, line);
    return c.json({ success: true, message: CART.updated, data: cart });
  });

  app.delete('/delete/:userId/:productId/:selectedSize', async (c) => {
    const p = params(c, z.object({ userId: id, productId: id, selectedSize: sizeLabel }));
    assertSelf(c, p.userId);
    const { colour } = query(c, cartLineQuery);
    const cart = await c
      .get('deps')
      .services.cart.remove(p.userId, p.productId, p.selectedSize, colour);
    return c.json({ success: true, message: CART.deleted, data: cart });
  });

  return app;
}
