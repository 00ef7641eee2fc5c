import { isIdempotencyKey } from '@atelier/api-client';
import { cancelOrderBody, captureBody, id, orderBody } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { orderDocument } from '../../invoices';
import { ORDERS } from '../../messages';
import type { CreatedOrder } from '../../services/orders';
import { assertSelf, currentUser, requireUser } from '../access';
import type { AppEnv } from '../env';
import { badRequest, errorAnswer } from '../errors';
import { jsonBody, params } from '../validate';

const createdBody = (created: CreatedOrder) => ({
  success: true,
  orderId: created.orderId,
  ...(created.provider
    ? {
        razorpayOrderId: created.provider.orderId,
        amount: created.provider.amount,
        currency: created.provider.currency,
      }
    : {}),
  message: ORDERS.created,
});

export function orderRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/create', async (c) => {
    const body = await jsonBody(c, orderBody);
    const user = assertSelf(c, body.userId);
    const { orders, idempotency } = c.get('deps').services;
    const input = {
      lines: body.cartItems,
      addressId: body.addressInfo.addressId,
      paymentMethod: body.paymentMethod,
    };
    const key = c.req.header('idempotency-key');
    if (key === undefined) return c.json(createdBody(await orders.create(user, input)), 201);
    if (!isIdempotencyKey(key)) throw badRequest(ORDERS.idempotencyInvalid);
    // The same key again answers what the first request was answered, status and body.
    const answer = await idempotency.once(
      user.id,
      key,
      orders.fingerprint(input),
      async () => ({
        status: 201,
        body: JSON.stringify(createdBody(await orders.create(user, input))),
      }),
      (error) => {
        const refusal = errorAnswer(error);
        return refusal
          ? {
              status: refusal.status,
              body: JSON.stringify({ success: false, message: refusal.message }),
            }
          : null;
      },
    );
    return c.body(answer.body, answer.status as 201, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  app.post('/capture', async (c) => {
    const body = await jsonBody(c, captureBody);
    const order = await c.get('deps').services.orders.capture(currentUser(c), {
      providerOrderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
      ...(body.orderData?.orderId ? { orderId: body.orderData.orderId } : {}),
    });
    return c.json({ success: true, message: ORDERS.captured, data: order });
  });

  app.get('/list/:userId', async (c) => {
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({ success: true, data: await c.get('deps').services.orders.list(userId) });
  });

  // Extension 'order-cancellation': the shopper's own pending or confirmed order.
  app.post('/cancel/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const { reason } = await jsonBody(c, cancelOrderBody);
    const { order, message } = await c
      .get('deps')
      .services.orders.cancel(currentUser(c), orderId, reason);
    return c.json({ success: true, message, data: order });
  });

  // Extension 'invoices': the order's tax invoice, for its shopper.
  app.get('/invoice/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    return orderDocument(c, currentUser(c), orderId, 'invoice');
  });

  app.get('/details/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const order = await c.get('deps').services.orders.details(currentUser(c), orderId);
    return c.json({ success: true, data: order });
  });

  return app;
}
