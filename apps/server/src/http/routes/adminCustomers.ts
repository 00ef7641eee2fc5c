import { ADMIN_PAGE_LIMIT } from '@atelier/api-client';
import { adminCustomerSearchQuery, blockCustomerBody, id } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { CUSTOMERS, REQUEST } from '../../messages';
import { currentUser, requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { badRequest } from '../errors';
import { jsonBody, params, query } from '../validate';

const customerParam = z.object({ id });

/** Extension 'admin-customers': the back office's shoppers; admins only, on every call. */
export function adminCustomerRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/search', async (c) => {
    const q = query(c, adminCustomerSearchQuery);
    const page = await c.get('deps').services.customers.search(q, q.limit ?? ADMIN_PAGE_LIMIT);
    if ('badCursor' in page) throw badRequest(REQUEST.badCursor);
    return c.json(page);
  });

  app.get('/details/:id', async (c) => {
    const { id: customerId } = params(c, customerParam);
    return c.json({
      success: true,
      data: await c.get('deps').services.customers.details(customerId),
    });
  });

  app.post('/block/:id', async (c) => {
    const { id: customerId } = params(c, customerParam);
    const { reason } = await jsonBody(c, blockCustomerBody);
    await c.get('deps').services.customers.block(currentUser(c), customerId, reason);
    return c.json({ success: true, message: CUSTOMERS.blocked });
  });

  app.post('/unblock/:id', async (c) => {
    const { id: customerId } = params(c, customerParam);
    await c.get('deps').services.customers.unblock(currentUser(c), customerId);
    return c.json({ success: true, message: CUSTOMERS.unblocked });
  });

  return app;
}
