import { Hono } from 'hono';
import { z } from 'zod';
import { ADDRESSES, FIELD } from '../../messages';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { id } from '../schemas';
import { jsonBody, params } from '../validate';

// Blank fields are the service's to refuse (with the contract's wording), so empty is allowed here.
const field = (max: number) => z.string().trim().max(max, FIELD.tooLong);
const fields = z.object({
  address: field(300),
  city: field(100),
  pincode: field(12),
  phone: field(20),
  notes: field(500),
});
const pathIds = z.object({ userId: id, addressId: id });

export function addressRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const { userId, ...values } = await jsonBody(c, fields.extend({ userId: id }));
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
    const { userId, ...values } = await jsonBody(c, fields.extend({ userId: id.optional() }));
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
