import {
  completeTimeline,
  DEFAULT_CURRENCY,
  isAdmin,
  type Order,
  type PaymentMethod,
  toMinorUnits,
  toOrderAddress,
} from '@atelier/api-client';
import type { SessionUser } from '../auth/sessions';
import { findAddress } from '../db/addresses';
import { emptyCart, ensureCart } from '../db/carts';
import type { Queryable } from '../db/database';
import { listOrderEvents } from '../db/orderEvents';
import {
  deleteUnstartedOrder,
  findOrder,
  findOrderByProviderId,
  findRecentOrderByRequest,
  listOrders,
  lockExpiredReservations,
  type OrderRecord,
  openReservations,
  setProviderOrderId,
} from '../db/orders';
import { lockUser } from '../db/users';
import { ORDERS, PAYMENTS } from '../messages';
import type { ServiceContext } from './context';
import { conflict, invalid, notFound, ServiceError, tooMany } from './errors';
import { createOrderJournal } from './orderJournal';
import {
  expireReservation,
  mergeLines,
  type OrderLine,
  OutOfStock,
  orderFingerprint,
  placeOrder,
  release,
  type Settlement,
  settlePayment,
} from './orderRules';
import { cancelOrder } from './orderStatus';
import type { Refunds } from './refunds';

export interface CreateOrder {
  lines: readonly OrderLine[];
  addressId: string;
  paymentMethod: PaymentMethod;
}

/** What the create call answers: the order, and for online orders the provider's order. */
export interface CreatedOrder {
  orderId: string;
  provider?: { orderId: string; amount: number; currency: string };
}

export interface Capture {
  providerOrderId: string;
  paymentId: string;
  signature: string;
  /** From orderData; without it the order is found by its provider order id. */
  orderId?: string;
}

/** The public shape: what stays on the server is left out. */
export const publicOrder = ({
  providerOrderId: _provider,
  reservedUntil: _reserved,
  refundId: _refund,
  ...order
}: OrderRecord): Order => order;

const providerAnswer = (order: OrderRecord, providerOrderId: string): CreatedOrder => ({
  orderId: order._id,
  provider: {
    orderId: providerOrderId,
    amount: toMinorUnits(order.totalAmount),
    currency: DEFAULT_CURRENCY,
  },
});

export function createOrderService(ctx: ServiceContext, refunds: Refunds) {
  const { db, images, clock, logger, payments, catalogCache, settings, mail } = ctx;
  const img = images.url;
  const journal = createOrderJournal(mail, settings.shellUrl);

  /** Returns the units of unpaid online orders whose time ran out; any server may run it. */
  async function expireReservations(): Promise<number> {
    const now = clock();
    const expired = await db.transaction(async (tx) => {
      const due = await lockExpiredReservations(tx, now, img);
      for (const order of due) await expireReservation(tx, order, now, journal);
      return due.length;
    });
    if (expired) {
      logger.info({ expired }, 'order reservations expired');
      await catalogCache.invalidate();
    }
    return expired;
  }

  async function place(user: SessionUser, input: CreateOrder, requestHash: string) {
    const now = clock();
    return db.transaction(async (tx) => {
      // One checkout of a user at a time, so a double submit sees the first order.
      await lockUser(tx, user.id);
      const window = settings.duplicateOrderWindowMs;
      const recent =
        window > 0
          ? await findRecentOrderByRequest(
              tx,
              user.id,
              requestHash,
              new Date(now.getTime() - window),
              img,
            )
          : null;
      if (recent) {
        // Paying again for the same cart (the payment window was closed) reuses the unpaid order.
        const awaitingPayment = recent.reservedUntil !== null && recent.reservedUntil > now;
        if (!awaitingPayment) throw conflict(ORDERS.duplicate);
        if (!recent.providerOrderId) throw conflict(ORDERS.stillPlacing);
        return { order: recent, reused: providerAnswer(recent, recent.providerOrderId) };
      }
      if (input.paymentMethod === 'online') {
        const open = await openReservations(tx, user.id, now);
        const oldest = open[0];
        if (oldest && open.length >= settings.maxUnpaidOrders) {
          throw tooMany(
            ORDERS.tooManyUnpaid(settings.maxUnpaidOrders),
            (oldest.getTime() - now.getTime()) / 1000,
          );
        }
      }
      const address = await findAddress(tx, user.id, input.addressId);
      if (!address) throw invalid(ORDERS.noAddress);
      const order = await placeOrder(
        tx,
        {
          userId: user.id,
          cartId: await ensureCart(tx, user.id),
          lines: input.lines,
          address: toOrderAddress(address),
          paymentMethod: input.paymentMethod,
          now,
          reservedUntil:
            input.paymentMethod === 'online'
              ? new Date(now.getTime() + settings.reservationMs)
              : null,
          requestHash,
        },
        img,
        journal,
      );
      // Cash orders are final now; an online order keeps the cart until its payment is verified.
      if (input.paymentMethod === 'cod') await emptyCart(tx, user.id);
      return { order, reused: null };
    });
  }

  async function create(user: SessionUser, input: CreateOrder): Promise<CreatedOrder> {
    const requestHash = orderFingerprint(input);
    let placed: Awaited<ReturnType<typeof place>>;
    try {
      placed = await place(user, input, requestHash);
    } catch (error) {
      // Units held by reservations that ran out go back before the shopper is told no.
      if (!(error instanceof OutOfStock) || (await expireReservations()) === 0) throw error;
      placed = await place(user, input, requestHash);
    }
    const { order, reused } = placed;
    if (reused) return reused;
    await catalogCache.invalidate();
    if (order.paymentMethod === 'cod') {
      mail.kick();
      return { orderId: order._id };
    }
    try {
      const providerOrder = await payments.createOrder({
        amount: toMinorUnits(order.totalAmount),
        currency: DEFAULT_CURRENCY,
        receipt: order._id,
      });
      await setProviderOrderId(db, order._id, providerOrder.id);
      return {
        orderId: order._id,
        provider: {
          orderId: providerOrder.id,
          amount: providerOrder.amount,
          currency: providerOrder.currency,
        },
      };
    } catch (error) {
      logger.error({ err: error, orderId: order._id }, 'payment order creation failed');
      // Undo the order whose payment could not even be started: stock back, order gone.
      await db.transaction(async (tx) => {
        const removed = await deleteUnstartedOrder(tx, order._id, img);
        if (removed) await release(tx, mergeLines(removed.cartItems));
      });
      await catalogCache.invalidate();
      throw new ServiceError('unavailable', ORDERS.paymentUnavailable);
    }
  }

  /** Settles a locked order; a paid order empties its owner's cart. */
  async function settle(tx: Queryable, order: OrderRecord, paymentId: string) {
    const outcome = await settlePayment(tx, order, paymentId, clock(), journal);
    if (outcome === 'paid') await emptyCart(tx, order.userId);
    return outcome;
  }

  async function capture(user: SessionUser, input: Capture): Promise<Order> {
    const { order, outcome } = await db.transaction(async (tx) => {
      // The row lock makes a repeated or concurrent capture of one order wait and then see "paid".
      const found = input.orderId
        ? await findOrder(tx, input.orderId, img, { forUpdate: true })
        : await findOrderByProviderId(tx, input.providerOrderId, img, { forUpdate: true });
      if (!found || found.userId !== user.id) throw notFound(ORDERS.notFound);
      if (found.paymentMethod !== 'online') throw invalid(ORDERS.notOnline);
      // Verification uses the provider order id this server stored, not only what the client says.
      const genuine =
        found.providerOrderId !== null &&
        found.providerOrderId === input.providerOrderId &&
        payments.verifyPayment({
          orderId: found.providerOrderId,
          paymentId: input.paymentId,
          signature: input.signature,
        });
      if (!genuine) throw invalid(ORDERS.verificationFailed);
      const result = await settle(tx, found, input.paymentId);
      return { order: await findOrder(tx, found._id, img), outcome: result };
    });
    await afterSettlement(order?._id, outcome);
    if (outcome === 'paid-otherwise') throw conflict(ORDERS.alreadyPaid);
    if (outcome === 'sold-out') throw conflict(ORDERS.expiredSoldOut);
    if (outcome === 'cancelled') throw conflict(ORDERS.cancelledBeforePayment);
    if (!order) throw notFound(ORDERS.notFound);
    return publicOrder(order);
  }

  /**
   * The provider's server-to-server notice. Delivered at least once and in any order: a paid
   * event settles the order like a capture would (once), anything else changes nothing.
   */
  async function webhook(rawBody: string, signature: string): Promise<void> {
    if (!payments.verifyWebhook(rawBody, signature)) {
      throw invalid(PAYMENTS.webhookSignature);
    }
    const event = payments.parseWebhook(rawBody);
    if (event?.type !== 'paid') return;
    const { order, outcome } = await db.transaction(async (tx) => {
      const order = await findOrderByProviderId(tx, event.providerOrderId, img, {
        forUpdate: true,
      });
      if (order?.paymentMethod !== 'online') return { order, outcome: null };
      return { order, outcome: await settle(tx, order, event.paymentId) };
    });
    if (outcome) await afterSettlement(order?._id, outcome);
    if (outcome === 'sold-out' || outcome === 'paid-otherwise' || outcome === 'cancelled') {
      logger.warn({ event, outcome }, 'payment for an order that cannot take it');
    }
  }

  /** After a settlement commits: its mail goes, stock changed, a payment owed back is refunded. */
  async function afterSettlement(orderId: string | undefined, outcome: Settlement) {
    mail.kick();
    if (outcome === 'paid') await catalogCache.invalidate();
    if ((outcome === 'sold-out' || outcome === 'cancelled') && orderId)
      await refunds.refund(orderId);
  }

  /** With its timeline: an admin's whole, a shopper's without internal notes or admin names. */
  async function details(user: SessionUser, orderId: string): Promise<Order> {
    const order = await findOrder(db, orderId, img);
    // Someone else's order answers exactly like a missing one.
    if (!order || (order.userId !== user.id && !isAdmin(user))) throw notFound(ORDERS.notFound);
    const events = await listOrderEvents(db, orderId, isAdmin(user) ? 'admin' : 'shopper');
    return { ...publicOrder(order), timeline: completeTimeline(order, events) };
  }

  /** The shopper's cancellation; a paid order's refund is asked for at once. */
  async function cancel(user: SessionUser, orderId: string, reason: string) {
    const outcome = await db.transaction((tx) =>
      cancelOrder(tx, orderId, user.id, reason, clock(), img, journal),
    );
    mail.kick();
    await catalogCache.invalidate();
    const refunded = outcome.refundDue ? await refunds.refund(orderId) : false;
    return {
      order: await details(user, orderId),
      message: !outcome.refundDue
        ? ORDERS.cancelled
        : refunded
          ? ORDERS.cancelledRefunded
          : ORDERS.cancelledRefundDue,
    };
  }

  return {
    create,
    /** What identifies a create request, for idempotency records. */
    fingerprint: orderFingerprint,
    capture,
    webhook,
    details,
    cancel,
    expireReservations,
    list: async (userId?: string) => (await listOrders(db, img, userId)).map(publicOrder),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
