import {
  adminOrderSearchQuery,
  bulkOrderStatusBody,
  id,
  orderNoteBody,
  orderStatusBody,
} from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { orderDocument } from '../../invoices';
import { ORDERS } from '../../messages';
import { currentUser, requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params, query } from '../validate';

export function adminOrderRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/get', async (c) =>
    c.json({ success: true, data: await c.get('deps').services.orders.list() }),
  );

  // Extension 'admin-order-search': one page of the searched orders.
  app.get('/search', async (c) =>
    c.json(await c.get('deps').services.backOffice.searchOrders(query(c, adminOrderSearchQuery))),
  );

  app.get('/details/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const order = await c.get('deps').services.orders.details(currentUser(c), orderId);
    return c.json({ success: true, data: order });
  });

  app.put('/update/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const { orderStatus, ...extras } = await jsonBody(c, orderStatusBody);
    await c
      .get('deps')
      .services.orderAdmin.setStatus(currentUser(c), orderId, { status: orderStatus, ...extras });
    return c.json({ success: true, message: ORDERS.statusUpdated });
  });

  // Extension 'bulk-order-status': every order on its own; the answer lists what failed and why.
  app.put('/bulk-status', async (c) => {
    const { orderIds, orderStatus, reason } = await jsonBody(c, bulkOrderStatusBody);
    const data = await c.get('deps').services.orderAdmin.setStatusOfMany(currentUser(c), orderIds, {
      status: orderStatus,
      ...(reason ? { reason } : {}),
    });
    return c.json({
      success: true,
      message: ORDERS.bulkUpdated(data.updated.length, orderIds.length),
      data,
    });
  });

  // Extension 'invoices': any order's invoice, and the packing slip the warehouse works from.
  app.get('/invoice/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    return orderDocument(c, currentUser(c), orderId, 'invoice');
  });
  app.get('/packing-slip/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    return orderDocument(c, currentUser(c), orderId, 'packing-slip');
  });

  // Extension 'order-timeline': an internal note, or one the shopper sees.
  app.post('/notes/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const note = await jsonBody(c, orderNoteBody);
    const data = await c.get('deps').services.orderAdmin.addNote(currentUser(c), orderId, note);
    return c.json({ success: true, message: ORDERS.noteAdded, data }, 201);
  });

  return app;
}
