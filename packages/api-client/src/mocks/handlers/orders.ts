import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { DEFAULT_CURRENCY, type Order, SERVER_MESSAGES, toMinorUnits } from '../../contract';
import { cancelOrderBody, captureBody, id, orderBody } from '../../schemas';
import { authorize } from '../guard';
import {
  emptyCart,
  idempotent,
  type JsonObject,
  newestFirst,
  priceOrder,
  saveOrder,
} from '../orderBook';
import { orderDocument } from '../orderDocuments';
import { cancel, recordEvent, timelineOf } from '../orderTimeline';
import { endpoint } from '../paths';
import { checked, jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore, PendingPayment } from '../store';

const MESSAGES = SERVER_MESSAGES.orders;

const userParams = z.object({ userId: id });
const orderParams = z.object({ id });
/** A backend of the plain contract finds the order by the id the capture names. */
const plainCaptureBody = captureBody.extend({ orderData: z.looseObject({ orderId: id }) });

function ownOrder(store: MockStore, orderId: string | undefined, userId: string): Order {
  const order = store.orders.find((entry) => entry._id === orderId);
  // Someone else's order answers exactly like a missing one.
  if (!order || order.userId !== userId) fail(404, MESSAGES.notFound);
  return order;
}

export function orderHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('orders', '/create'), async ({ request, store, flavour }) => {
      authorize(store);
      const body = await jsonBody(request, orderBody);
      const user = authorize(store, { owner: body.userId });
      const create = (): { status: number; body: JsonObject } => {
        const atCapture = body.paymentMethod === 'online' && flavour.onlineOrders === 'atCapture';
        if (atCapture) {
          // Checked now, stored only once the payment is captured.
          const { totals } = priceOrder(store, user.id, body);
          const razorpayOrderId = store.providerId('order');
          store.payments.set(razorpayOrderId, { userId: user.id });
          return {
            status: 201,
            body: {
              success: true,
              razorpayOrderId,
              amount: toMinorUnits(totals.total),
              currency: DEFAULT_CURRENCY,
              message: MESSAGES.created,
            },
          };
        }
        const order = saveOrder(store, user.id, body);
        recordEvent(store, order, { kind: 'placed', actor: { kind: 'shopper' } });
        if (order.paymentMethod === 'cod') {
          emptyCart(store, user.id);
          return {
            status: 201,
            body: { success: true, orderId: order._id, message: MESSAGES.created },
          };
        }
        // An online order keeps the cart until its payment is verified.
        const razorpayOrderId = store.providerId('order');
        store.payments.set(razorpayOrderId, { orderId: order._id, userId: user.id });
        return {
          status: 201,
          body: {
            success: true,
            orderId: order._id,
            razorpayOrderId,
            amount: toMinorUnits(order.totalAmount),
            currency: DEFAULT_CURRENCY,
            message: MESSAGES.created,
          },
        };
      };
      if (!flavour.extensions) {
        const fresh = create();
        return ok(fresh.body, fresh.status);
      }
      return idempotent(store, request, user.id, body, create);
    }),

    route.post(endpoint('orders', '/capture'), async ({ request, store, flavour }) => {
      const user = authorize(store);
      const body = await jsonBody(request, flavour.extensions ? captureBody : plainCaptureBody);
      const orderId = body.orderData?.orderId;
      const payment: PendingPayment | undefined = store.payments.get(body.razorpay_order_id);

      if (flavour.onlineOrders === 'atCapture' && orderId === undefined) {
        // This backend makes the order now, from the data the capture carries.
        if (!payment || payment.userId !== user.id) fail(400, MESSAGES.verificationFailed);
        if (payment.orderId) {
          const paid = ownOrder(store, payment.orderId, user.id);
          if (paid.paymentId !== body.razorpay_payment_id) fail(409, MESSAGES.alreadyPaid);
          return ok({ success: true, message: MESSAGES.captured, data: paid });
        }
        const data = checked(orderBody, body.orderData);
        authorize(store, { owner: data.userId });
        const order = saveOrder(store, user.id, data, { paymentId: body.razorpay_payment_id });
        recordEvent(store, order, { kind: 'placed', actor: { kind: 'shopper' } }, true);
        recordEvent(store, order, { kind: 'paid', actor: { kind: 'system' } });
        payment.orderId = order._id;
        emptyCart(store, user.id);
        return ok({ success: true, message: MESSAGES.captured, data: order });
      }

      // Extension 3: without our id, the provider's order id finds the order.
      const order = ownOrder(store, orderId ?? payment?.orderId, user.id);
      if (order.paymentMethod !== 'online') fail(400, MESSAGES.notOnline);
      // The payment must be for this order; the mocks cannot check the provider's signature
      // (stories' payment double has no key), so they trust it.
      if (!payment || payment.orderId !== order._id) fail(400, MESSAGES.verificationFailed);
      if (order.paymentStatus === 'paid') {
        if (order.paymentId === body.razorpay_payment_id) {
          return ok({ success: true, message: MESSAGES.captured, data: order });
        }
        fail(409, MESSAGES.alreadyPaid);
      }
      if (order.orderStatus === 'cancelled') {
        // Paid after its shopper cancelled it: the money goes back.
        Object.assign(order, { paymentId: body.razorpay_payment_id, paymentStatus: 'refunded' });
        recordEvent(store, order, {
          kind: 'refunded',
          actor: { kind: 'system' },
          amount: order.totalAmount,
        });
        fail(409, MESSAGES.cancelledBeforePayment);
      }
      Object.assign(order, {
        orderStatus: order.orderStatus === 'pending' ? 'confirmed' : order.orderStatus,
        paymentStatus: 'paid',
        paymentId: body.razorpay_payment_id,
        orderUpdateDate: store.now(),
      } satisfies Partial<Order>);
      recordEvent(store, order, { kind: 'paid', actor: { kind: 'system' } });
      emptyCart(store, user.id);
      return ok({ success: true, message: MESSAGES.captured, data: order });
    }),

    route.list(endpoint('orders', '/list/:userId'), ({ param, store }) => {
      authorize(store);
      const { userId } = pathParams(userParams, param);
      authorize(store, { owner: userId });
      const data = store.orders.filter((order) => order.userId === userId).sort(newestFirst);
      return ok({ success: true, data });
    }),

    route.get(endpoint('orders', '/details/:id'), ({ param, store, flavour }) => {
      const user = authorize(store);
      const { id: orderId } = pathParams(orderParams, param);
      const order = store.orders.find((entry) => entry._id === orderId);
      // Someone else's order answers exactly like a missing one; the admin sees every order.
      if (!order || (order.userId !== user.id && user.role !== 'admin')) {
        fail(404, MESSAGES.notFound);
      }
      if (!flavour.extensions) return ok({ success: true, data: order });
      const view = user.role === 'admin' ? 'admin' : 'shopper';
      return ok({ success: true, data: { ...order, timeline: timelineOf(store, order, view) } });
    }),

    // Extension 'invoices': the owner's (or an admin's) tax invoice.
    route.get(endpoint('orders', '/invoice/:id'), ({ param, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      const user = authorize(store);
      const { id: orderId } = pathParams(orderParams, param);
      const order = store.orders.find((entry) => entry._id === orderId);
      if (!order || (order.userId !== user.id && user.role !== 'admin')) {
        fail(404, MESSAGES.notFound);
      }
      return orderDocument(order, 'invoice');
    }),

    // Extension 'order-cancellation'.
    route.post(endpoint('orders', '/cancel/:id'), async ({ request, param, store, flavour }) => {
      if (!flavour.extensions) fail(404, SERVER_MESSAGES.common.routeNotFound);
      const user = authorize(store);
      const { id: orderId } = pathParams(orderParams, param);
      const { reason } = await jsonBody(request, cancelOrderBody);
      const order = ownOrder(store, orderId, user.id);
      const message = cancel(store, order, reason);
      return ok({
        success: true,
        message,
        data: { ...order, timeline: timelineOf(store, order, 'shopper') },
      });
    }),
  ];
}
