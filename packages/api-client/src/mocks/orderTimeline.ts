import {
  completeTimeline,
  type Order,
  type OrderEvent,
  type OrderEventActor,
  type OrderTracking,
  SERVER_MESSAGES,
  type SettableOrderStatus,
  shortOrderId,
} from '../contract';
import { releaseStock, reserveStock } from './orderBook';
import { fail } from './respond';
import type { MockStore } from './store';

/**
 * The mock backend's order history (extensions 'order-timeline', 'order-cancellation',
 * 'order-tracking'), kept as the reference server keeps it: an event per change, the shopper's
 * mail per event, refunds through the (always willing) stand-in provider.
 */

const ADMIN = SERVER_MESSAGES.adminOrders;
const MAIL = SERVER_MESSAGES.mail;
const SYSTEM: OrderEventActor = { kind: 'system' };

export type EventEntry = Omit<OrderEvent, '_id' | 'at'>;

/** What the shopper is mailed for an event, as the server's templates title them. */
function mailSubject(order: Order, event: OrderEvent): string | null {
  const id = shortOrderId(order._id, 'shopper');
  switch (event.kind) {
    case 'placed':
      return order.paymentMethod === 'cod' ? MAIL.placedSubject(id) : null;
    case 'paid':
      return MAIL.placedSubject(id);
    case 'cancelled':
      return MAIL.cancelledSubject(id);
    case 'refunded':
      return MAIL.refundedSubject(id);
    case 'tracking':
      return MAIL.shippedSubject(id);
    case 'status': {
      if (event.actor.kind === 'system') return null;
      const subjects: Partial<Record<string, (id: string) => string>> = {
        confirmed: MAIL.confirmedSubject,
        inShipping: MAIL.shippedSubject,
        delivered: MAIL.deliveredSubject,
        rejected: MAIL.rejectedSubject,
      };
      return subjects[event.status ?? '']?.(id) ?? null;
    }
    default:
      return null;
  }
}

/** Records an event and "sends" its mail to the dev mailbox; `quiet` records without a mail. */
export function recordEvent(
  store: MockStore,
  order: Order,
  entry: EventEntry,
  quiet = false,
): OrderEvent {
  const event: OrderEvent = { _id: store.newId(), at: store.now(), ...entry };
  store.orderEvents.push({ ...event, orderId: order._id });
  const subject = quiet ? null : mailSubject(order, event);
  const user = store.users.find((entry) => entry.id === order.userId);
  if (subject && user) {
    const lines = [MAIL.greeting(user.userName), MAIL.orderRef(shortOrderId(order._id, 'shopper'))];
    if (event.reason) lines.push(MAIL.reason(event.reason));
    store.sendMail({ to: user.email, subject, text: `${lines.join('\n\n')}\n`, html: '' });
  }
  return event;
}

/** An order's timeline; a shopper's leaves out internal notes and admin names. */
export function timelineOf(
  store: MockStore,
  order: Order,
  view: 'admin' | 'shopper',
): OrderEvent[] {
  const recorded = store.orderEvents
    .filter((event) => event.orderId === order._id)
    .map(({ orderId: _orderId, ...event }) => event);
  const events = completeTimeline(order, recorded);
  if (view === 'admin') return events;
  return events
    .filter((event) => event.visibleToShopper !== false)
    .map((event) =>
      event.actor.kind === 'admin' ? { ...event, actor: { kind: 'admin' } } : event,
    );
}

/** A paid order that will not go out: refund due, then refunded at once (the stand-in pays). */
function refund(store: MockStore, order: Order) {
  order.paymentStatus = 'refundDue';
  recordEvent(store, order, { kind: 'refundDue', actor: SYSTEM, amount: order.totalAmount }, true);
  order.paymentStatus = 'refunded';
  recordEvent(store, order, { kind: 'refunded', actor: SYSTEM, amount: order.totalAmount });
}

export interface MockStatusChange {
  status: SettableOrderStatus;
  reason?: string;
  tracking?: OrderTracking;
  actor: OrderEventActor;
}

/** The admin's status change, by the reference server's rules (services/orderStatus.ts). */
export function changeStatus(store: MockStore, order: Order, change: MockStatusChange): void {
  if (order.orderStatus === 'cancelled') fail(409, ADMIN.cancelledIsFinal);
  if (change.tracking && change.status !== 'inShipping') fail(400, ADMIN.trackingNeedsShipping);
  const { status, tracking, actor } = change;
  const newTracking =
    tracking &&
    (tracking.carrier !== order.tracking?.carrier || tracking.number !== order.tracking?.number);
  if (status === order.orderStatus && !newTracking) return;
  const rejecting = order.orderStatus !== 'rejected' && status === 'rejected';
  if (rejecting) releaseStock(store, order.cartItems);
  if (order.orderStatus === 'rejected' && status !== 'rejected') {
    reserveStock(store, order.cartItems, 409);
  }
  const moved = status !== order.orderStatus;
  order.orderStatus = status;
  order.orderUpdateDate = store.now();
  if (newTracking) order.tracking = tracking;
  if (moved) {
    const reason = status === 'rejected' && change.reason ? { reason: change.reason } : {};
    recordEvent(store, order, { kind: 'status', actor, status, ...reason });
  }
  if (newTracking) recordEvent(store, order, { kind: 'tracking', actor, tracking }, moved);
  if (rejecting && order.paymentStatus === 'paid') refund(store, order);
}

/** The shopper's cancellation of a pending or confirmed order; a paid one is refunded. */
export function cancel(store: MockStore, order: Order, reason: string): string {
  if (order.orderStatus !== 'pending' && order.orderStatus !== 'confirmed') {
    fail(409, SERVER_MESSAGES.orders.notCancellable);
  }
  releaseStock(store, order.cartItems);
  order.orderStatus = 'cancelled';
  order.orderUpdateDate = store.now();
  recordEvent(store, order, { kind: 'cancelled', actor: { kind: 'shopper' }, reason });
  if (order.paymentStatus !== 'paid') return SERVER_MESSAGES.orders.cancelled;
  refund(store, order);
  return SERVER_MESSAGES.orders.cancelledRefunded;
}
