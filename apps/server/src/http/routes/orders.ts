import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD, ORDERS } from '../../messages';
import type { CreatedOrder } from '../../services/orders';
import { assertSelf, currentUser, requireUser } from '../access';
import type { AppEnv } from '../env';
import { badRequest, errorAnswer } from '../errors';
import { id, paymentMethod, quantity, sizeLabel } from '../schemas';
import { jsonBody, params } from '../validate';

/**
 * Only what identifies the purchase is read from the client: which products, sizes and
 * quantities, which saved address, which payment method. Prices, totals, titles and any status
 * fields the client sends are accepted for compatibility and ignored.
 */
const createBody = z.object({
  userId: id,
  cartId: z.string().max(64).optional(),
  cartItems: z
    .array(z.object({ productId: id, selectedSize: sizeLabel, quantity }).passthrough())
    .min(1, ORDERS.emptyCart)
    .max(100, FIELD.tooManyLines),
  addressInfo: z.object({ addressId: id }).passthrough(),
  paymentMethod,
  totalAmount: z.unknown().optional(),
});

/** orderData repeats the create call's fields (ignored) plus orderId when the create answer had one. */
const captureBody = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
  orderData: z.object({ orderId: id.optional() }).passthrough().optional(),
});

/** Printable ASCII, as clients send UUIDs. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

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
    const body = await jsonBody(c, createBody);
    const user = assertSelf(c, body.userId);
    const { orders, idempotency } = c.get('deps').services;
    const input = {
      lines: body.cartItems,
      addressId: body.addressInfo.addressId,
      paymentMethod: body.paymentMethod,
    };
    const key = c.req.header('idempotency-key');
    if (key === undefined) return c.json(createdBody(await orders.create(user, input)), 201);
    if (!IDEMPOTENCY_KEY.test(key)) throw badRequest(ORDERS.idempotencyInvalid);
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

  app.get('/details/:id', async (c) => {
    const { id: orderId } = params(c, z.object({ id }));
    const order = await c.get('deps').services.orders.details(currentUser(c), orderId);
    return c.json({ success: true, data: order });
  });

  return app;
}
