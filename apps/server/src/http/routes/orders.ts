import { CHECKOUT, DEFAULT_CURRENCY, isAdmin, toMinorUnits } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { findAddress } from '../../db/addresses';
import { emptyCart, ensureCart } from '../../db/carts';
import { imageResolver } from '../../db/media';
import {
  cancelUnstartedOrder,
  findOrder,
  listOrders,
  markPaid,
  OrderError,
  placeOrder,
  publicOrder,
  setProviderOrderId,
} from '../../db/orders';
import { assertSelf, currentUser, requireUser } from '../access';
import type { AppEnv } from '../env';
import { badRequest, conflict, HttpError, notFound } from '../errors';
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
    .min(1, CHECKOUT.emptyCart)
    .max(100, 'has too many lines'),
  addressInfo: z.object({ addressId: id }).passthrough(),
  paymentMethod,
  totalAmount: z.unknown().optional(),
});

const captureBody = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
  orderData: z.object({ orderId: id }).passthrough(),
});

const MESSAGES = {
  created: 'Order created successfully',
  paymentUnavailable: 'The payment service is unavailable. Please try again.',
  captured: 'Payment verified. Your order is confirmed.',
  alreadyPaid: 'This order has already been paid.',
  notOnline: 'This order is not paid online.',
} as const;

function orderErrorToHttp(error: unknown): never {
  if (error instanceof OrderError) {
    if (error.kind === 'out-of-stock') throw conflict(error.message);
    if (error.kind === 'not-found') throw notFound(error.message);
    throw badRequest(error.message);
  }
  throw error;
}

export function orderRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/create', async (c) => {
    const { db, config, payments, clock, logger } = c.get('deps');
    const body = await jsonBody(c, createBody);
    const user = assertSelf(c, body.userId);
    const img = imageResolver(config.publicUrl);
    const order = await db
      .transaction(async (tx) => {
        const address = await findAddress(tx, user.id, body.addressInfo.addressId);
        if (!address) throw badRequest(CHECKOUT.noAddress);
        const cartId = await ensureCart(tx, user.id);
        const placed = await placeOrder(
          tx,
          {
            userId: user.id,
            cartId,
            lines: body.cartItems,
            address: {
              addressId: address._id,
              address: address.address,
              city: address.city,
              pincode: address.pincode,
              phone: address.phone,
              notes: address.notes,
            },
            paymentMethod: body.paymentMethod,
            now: clock(),
          },
          img,
        );
        // Cash orders are final now; an online order keeps the cart until its payment is verified.
        if (body.paymentMethod === 'cod') await emptyCart(tx, user.id);
        return placed;
      })
      .catch(orderErrorToHttp);

    if (order.paymentMethod === 'cod') {
      return c.json({ success: true, orderId: order._id, message: MESSAGES.created }, 201);
    }
    const amount = toMinorUnits(order.totalAmount);
    try {
      const providerOrder = await payments.createOrder({
        amount,
        currency: DEFAULT_CURRENCY,
        receipt: order._id,
      });
      await setProviderOrderId(db, order._id, providerOrder.id);
      return c.json(
        {
          success: true,
          orderId: order._id,
          razorpayOrderId: providerOrder.id,
          amount: providerOrder.amount,
          currency: providerOrder.currency,
          message: MESSAGES.created,
        },
        201,
      );
    } catch (error) {
      logger.error({ err: error, orderId: order._id }, 'payment order creation failed');
      await db.transaction((tx) => cancelUnstartedOrder(tx, order._id));
      throw new HttpError(502, MESSAGES.paymentUnavailable);
    }
  });

  app.post('/capture', async (c) => {
    const { db, config, payments, clock } = c.get('deps');
    const body = await jsonBody(c, captureBody);
    const user = currentUser(c);
    const img = imageResolver(config.publicUrl);
    const order = await db.transaction(async (tx) => {
      // The row lock makes a repeated or concurrent capture of one order wait and then see "paid".
      const found = await findOrder(tx, body.orderData.orderId, img, { forUpdate: true });
      if (!found || found.userId !== user.id) throw notFound('Order not found');
      if (found.paymentMethod !== 'online') throw badRequest(MESSAGES.notOnline);
      // Verification uses the provider order id this server stored, not only what the client says.
      const genuine =
        found.providerOrderId !== null &&
        found.providerOrderId === body.razorpay_order_id &&
        payments.verifyPayment({
          orderId: found.providerOrderId,
          paymentId: body.razorpay_payment_id,
          signature: body.razorpay_signature,
        });
      if (!genuine) throw badRequest(CHECKOUT.verificationFailed);
      if (found.paymentStatus === 'paid') {
        if (found.paymentId === body.razorpay_payment_id) return found;
        throw conflict(MESSAGES.alreadyPaid);
      }
      await markPaid(tx, found._id, body.razorpay_payment_id, clock());
      await emptyCart(tx, user.id);
      return findOrder(tx, found._id, img);
    });
    if (!order) throw notFound('Order not found');
    return c.json({ success: true, message: MESSAGES.captured, data: publicOrder(order) });
  });

  app.get('/list/:userId', async (c) => {
    const { db, config } = c.get('deps');
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    const orders = await listOrders(db, imageResolver(config.publicUrl), userId);
    return c.json({ success: true, data: orders.map(publicOrder) });
  });

  app.get('/details/:id', async (c) => {
    const { db, config } = c.get('deps');
    const { id: orderId } = params(c, z.object({ id }));
    const user = currentUser(c);
    const order = await findOrder(db, orderId, imageResolver(config.publicUrl));
    // Someone else's order answers exactly like a missing one.
    if (!order || (order.userId !== user.id && !isAdmin(user))) throw notFound('Order not found');
    return c.json({ success: true, data: publicOrder(order) });
  });

  return app;
}
