import { addressLimitError, blankAddressFields, CONFIRMATIONS } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  deleteAddress,
  insertAddress,
  listAddresses,
  lockUserAddresses,
  updateAddress,
} from '../../db/addresses';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../errors';
import { id } from '../schemas';
import { jsonBody, params } from '../validate';

const text = (max: number) => z.string().trim().max(max, 'is too long');
const fields = z.object({
  address: text(300),
  city: text(100),
  pincode: text(12),
  phone: text(20),
  notes: text(500),
});
const addBody = fields.extend({ userId: id });
const pathIds = z.object({ userId: id, addressId: id });

/** The contract's rule: all five fields non-blank once trimmed. */
function assertComplete(value: z.output<typeof fields>) {
  const blank = blankAddressFields(value);
  if (blank.length) throw badRequest(`Please fill in: ${blank.join(', ')}`);
}

export function addressRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const { db } = c.get('deps');
    const body = await jsonBody(c, addBody);
    assertSelf(c, body.userId);
    const { userId, ...values } = body;
    assertComplete(values);
    const address = await db.transaction(async (tx) => {
      const limit = addressLimitError(await lockUserAddresses(tx, userId));
      if (limit) throw badRequest(limit);
      return insertAddress(tx, userId, values);
    });
    return c.json({ success: true, message: CONFIRMATIONS.addressAdded, data: address }, 201);
  });

  app.get('/get/:userId', async (c) => {
    const { db } = c.get('deps');
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({ success: true, data: await listAddresses(db, userId) });
  });

  app.put('/update/:userId/:addressId', async (c) => {
    const { db } = c.get('deps');
    const p = params(c, pathIds);
    assertSelf(c, p.userId);
    const { userId, ...values } = await jsonBody(c, fields.extend({ userId: id.optional() }));
    if (userId !== undefined) assertSelf(c, userId);
    assertComplete(values);
    const address = await updateAddress(db, p.userId, p.addressId, values);
    if (!address) throw notFound('Address not found');
    return c.json({ success: true, message: CONFIRMATIONS.addressUpdated, data: address });
  });

  app.delete('/delete/:userId/:addressId', async (c) => {
    const { db } = c.get('deps');
    const p = params(c, pathIds);
    assertSelf(c, p.userId);
    if (!(await deleteAddress(db, p.userId, p.addressId))) throw notFound('Address not found');
    return c.json({ success: true, message: CONFIRMATIONS.addressDeleted });
  });

  return app;
}
