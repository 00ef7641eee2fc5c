import { id, orderStatusBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { ORDERS } from '../../messages';
import { currentUser, requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params } from '../validate';

export function adminOrderRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/get', async (c) =>
    c.json({ success: true, data: await c.get('deps').services.orders.list() }),
  );

  app.get('/details/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const order = await c.get('deps').services.orders.details(currentUser(c), orderId);
    return c.json({ success: true, data: order });
  });

  app.put('/update/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const body = await jsonBody(c, orderStatusBody);
    await c.get('deps').services.orders.setStatus(orderId, body.orderStatus);
    return c.json({ success: true, message: ORDERS.statusUpdated });
  });

  return app;
}
