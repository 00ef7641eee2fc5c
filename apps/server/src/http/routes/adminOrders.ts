import { Hono } from 'hono';
import { z } from 'zod';
import { imageResolver } from '../../db/media';
import { findOrder, listOrders, OrderError, publicOrder, updateOrderStatus } from '../../db/orders';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { conflict, notFound } from '../errors';
import { id, orderStatus } from '../schemas';
import { jsonBody, params } from '../validate';

export function adminOrderRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/get', async (c) => {
    const { db, config } = c.get('deps');
    const orders = await listOrders(db, imageResolver(config.publicUrl));
    return c.json({ success: true, data: orders.map(publicOrder) });
  });

  app.get('/details/:id', async (c) => {
    const { db, config } = c.get('deps');
    const { id: orderId } = params(c, z.object({ id }));
    const order = await findOrder(db, orderId, imageResolver(config.publicUrl));
    if (!order) throw notFound('Order not found');
    return c.json({ success: true, data: publicOrder(order) });
  });

  app.put('/update/:id', async (c) => {
    const { db, clock } = c.get('deps');
    const { id: orderId } = params(c, z.object({ id }));
    const body = await jsonBody(c, z.object({ orderStatus }));
    const found = await db
      .transaction((tx) => updateOrderStatus(tx, orderId, body.orderStatus, clock()))
      .catch((error: unknown) => {
        // Un-rejecting an order whose units were sold meanwhile.
        if (error instanceof OrderError) throw conflict(error.message);
        throw error;
      });
    if (!found) throw notFound('Order not found');
    return c.json({ success: true, message: 'Order status is updated successfully!' });
  });

  return app;
}
