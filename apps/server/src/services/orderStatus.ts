import {
  canShopperCancel,
  type OrderEventActor,
  type OrderTracking,
  type SettableOrderStatus,
} from '@atelier/api-client';
import type { Queryable } from '../db/database';
import type { ImageResolver } from '../db/media';
import { findOrder, type OrderChange, type OrderRecord, updateOrder } from '../db/orders';
import { ORDERS } from '../messages';
import { conflict, invalid, notFound } from './errors';
import type { OrderJournal } from './orderJournal';
import { mergeLines, release, reserve, SYSTEM } from './orderRules';

/** An admin's status change, as the update call (or a bulk change) asks for it. */
export interface StatusChange {
  status: SettableOrderStatus;
  /** A rejection's reason, for the shopper's mail and the timeline. */
  reason?: string;
  /** The parcel, with the move to inShipping. */
  tracking?: OrderTracking;
  actor: OrderEventActor;
}

/** What a change did; `refundDue` asks the caller to refund once the transaction committed. */
export interface StatusOutcome {
  changed: boolean;
  refundDue: boolean;
}

/**
 * A paid online order that no longer goes out owes its payment back: marked so, with an entry
 * on the timeline, and refunded by the caller after commit (services/refunds.ts).
 */
async function owePayment(tx: Queryable, order: OrderRecord, now: Date, journal: OrderJournal) {
  await journal.record(
    tx,
    order,
    { at: now, kind: 'refundDue', actor: SYSTEM, data: { amount: order.totalAmount } },
    { quiet: true },
  );
}

/**
 * Sets an order's status in the caller's transaction. Rejecting puts its units back on the
 * shelf (and ends any reservation, so expiry cannot return them twice) and refunds a paid
 * order; un-rejecting takes them again and fails when they have been sold meanwhile. A
 * cancelled order stays so. The same status again changes nothing and records nothing, unless
 * it brings a parcel number. Throws not-found for an unknown order.
 */
export async function changeOrderStatus(
  tx: Queryable,
  orderId: string,
  change: StatusChange,
  now: Date,
  img: ImageResolver,
  journal: OrderJournal,
): Promise<StatusOutcome> {
  const order = await findOrder(tx, orderId, img, { forUpdate: true });
  if (!order) throw notFound(ORDERS.notFound);
  if (order.orderStatus === 'cancelled') throw conflict(ORDERS.cancelledIsFinal);
  if (change.tracking && change.status !== 'inShipping')
    throw invalid(ORDERS.trackingNeedsShipping);
  const { status, tracking, actor } = change;
  const newTracking =
    tracking &&
    (tracking.carrier !== order.tracking?.carrier || tracking.number !== order.tracking?.number);
  if (status === order.orderStatus && !newTracking) return { changed: false, refundDue: false };

  const update: OrderChange = { orderStatus: status };
  const lines = mergeLines(order.cartItems);
  const rejecting = order.orderStatus !== 'rejected' && status === 'rejected';
  if (rejecting) {
    await release(tx, lines);
    update.reservedUntil = null;
    if (order.paymentStatus === 'paid') update.paymentStatus = 'refundDue';
  }
  if (order.orderStatus === 'rejected' && status !== 'rejected') await reserve(tx, lines);
  if (newTracking)
    Object.assign(update, { carrier: tracking.carrier, trackingNumber: tracking.number });
  await updateOrder(tx, orderId, update, now);

  const after: OrderRecord = {
    ...order,
    orderStatus: status,
    paymentStatus: update.paymentStatus ?? order.paymentStatus,
    ...(newTracking ? { tracking } : {}),
  };
  const moved = status !== order.orderStatus;
  if (moved) {
    const reason = status === 'rejected' && change.reason ? { reason: change.reason } : {};
    await journal.record(tx, after, {
      at: now,
      kind: 'status',
      actor,
      data: { status, ...reason },
    });
  }
  // The shipped mail tells a parcel given with the move; one added later has a mail of its own.
  if (newTracking) {
    await journal.record(
      tx,
      after,
      { at: now, kind: 'tracking', actor, data: { tracking } },
      { quiet: moved },
    );
  }
  const refundDue = update.paymentStatus === 'refundDue';
  if (refundDue) await owePayment(tx, after, now, journal);
  return { changed: true, refundDue };
}

/**
 * The shopper's cancellation of their own pending or confirmed order: units back on the shelf
 * at once, the reservation ended, a paid order marked for its refund. Someone else's order
 * answers like a missing one.
 */
export async function cancelOrder(
  tx: Queryable,
  orderId: string,
  userId: string,
  reason: string,
  now: Date,
  img: ImageResolver,
  journal: OrderJournal,
): Promise<StatusOutcome> {
  const order = await findOrder(tx, orderId, img, { forUpdate: true });
  if (!order || order.userId !== userId) throw notFound(ORDERS.notFound);
  if (!canShopperCancel(order)) throw conflict(ORDERS.notCancellable);
  await release(tx, mergeLines(order.cartItems));
  const refundDue = order.paymentStatus === 'paid';
  const update: OrderChange = {
    orderStatus: 'cancelled',
    reservedUntil: null,
    ...(refundDue ? { paymentStatus: 'refundDue' } : {}),
  };
  await updateOrder(tx, orderId, update, now);
  const after: OrderRecord = {
    ...order,
    orderStatus: 'cancelled',
    reservedUntil: null,
    paymentStatus: update.paymentStatus ?? order.paymentStatus,
  };
  await journal.record(tx, after, {
    at: now,
    kind: 'cancelled',
    actor: { kind: 'shopper' },
    data: { reason },
  });
  if (refundDue) await owePayment(tx, after, now, journal);
  return { changed: true, refundDue };
}
