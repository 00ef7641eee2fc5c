import { addressUpdateBody, id, newAddressBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { ADDRESSES } from '../../messages';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params } from '../validate';

const pathIds = z.object({ userId: id, addressId: id });

export function addressRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const { userId, ...values } = await jsonBody(c, newAddressBody);
    assertSelf(c, userId);
    const address = await c.get('deps').services.addresses.add(userId, values);
    return c.json({ success: true, message: ADDRESSES.added, data: address }, 201);
  });

  app.get('/get/:userId', async (c) => {
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({ success: true, data: await c.get('deps').services.addresses.list(userId) });
  });

  app.put('/update/:userId/:addressId', async (c) => {
    const p = params(c, pathIds);
    assertSelf(c, p.userId);
    const { userId, ...values } = await jsonBody(c, addressUpdateBody);
    if (userId !== undefined) assertSelf(c, userId);
    const address = await c.get('deps').services.addresses.update(p.userId, p.addressId, values);
    return c.json({ success: true, message: ADDRESSES.updated, data: address });
  });

  app.delete('/delete/:userId/:addressId', async (c) => {
    const p = params(c, pathIds);
    assertSelf(c, p.userId);
    await c.get('deps').services.addresses.remove(p.userId, p.addressId);
    return c.json({ success: true, message: ADDRESSES.deleted });
  });

  return app;
}
