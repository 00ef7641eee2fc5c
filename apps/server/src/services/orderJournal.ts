import { type OrderEvent, PAYMENT_METHOD_LABELS } from '@atelier/api-client';
import type { Queryable } from '../db/database';
import { insertOrderEvent, type NewOrderEvent } from '../db/orderEvents';
import type { OrderRecord } from '../db/orders';
import type { MailOutbox, QueuedMail } from '../mail/outbox';

/** An event to record; the order and the time come from the call. */
export type JournalEntry = Omit<NewOrderEvent, 'orderId'>;

/**
 * An order's history and the mails it causes, written in the caller's transaction: the event
 * row and its mail commit together or not at all, and each mail's key names its event, so a
 * shopper never gets one event's mail twice.
 */
export interface OrderJournal {
  /**
   * Records an event of `order` (its state after the change) and queues the shopper's mail for
   * it, if the event has one. `quiet` records without mailing (an event that another one's mail
   * already tells, such as a parcel number given with the move to inShipping).
   */
  record(
    tx: Queryable,
    order: OrderRecord,
    entry: JournalEntry,
    options?: { quiet?: boolean },
  ): Promise<OrderEvent>;
}

type AnyMail = Omit<QueuedMail, 'to'>;

/** The mail an event causes, or null: events of the system's own and internal notes send none. */
function mailFor(
  order: OrderRecord,
  event: OrderEvent,
  userName: string,
  link: string,
): AnyMail | null {
  const base = { userName, orderId: order._id, link };
  const key = `order-event:${event._id}`;
  const refund = order.paymentStatus === 'refundDue' ? order.totalAmount : undefined;
  const placed = (paid: boolean): AnyMail => ({
    // One placed mail per order, whichever of placing and paying asks for it.
    key: `order-placed:${order._id}`,
    template: 'orderPlaced',
    data: {
      ...base,
      items: order.cartItems.map((item) => ({
        title: item.title,
        size: item.selectedSize,
        quantity: item.quantity,
        price: item.price,
      })),
      address: {
        address: order.addressInfo.address,
        city: order.addressInfo.city,
        pincode: order.addressInfo.pincode,
        phone: order.addressInfo.phone,
      },
      paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
      paid,
      cashHandlingFee: order.cashHandlingFee,
      total: order.totalAmount,
    },
  });
  switch (event.kind) {
    case 'placed':
      // An online order is told once its payment is verified.
      return order.paymentMethod === 'cod' ? placed(false) : null;
    case 'paid':
      return placed(true);
    case 'cancelled':
      return {
        key,
        template: 'orderCancelled',
        data: { ...base, reason: event.reason ?? '', ...(refund ? { refund } : {}) },
      };
    case 'refunded':
      return { key, template: 'orderRefunded', data: { ...base, amount: event.amount ?? 0 } };
    case 'tracking':
      return { key, template: 'orderShipped', data: { ...base, tracking: event.tracking } };
    case 'status':
      if (event.actor.kind === 'system') return null;
      switch (event.status) {
        case 'confirmed':
          return { key, template: 'orderConfirmed', data: base };
        case 'inShipping':
          return {
            key,
            template: 'orderShipped',
            data: order.tracking ? { ...base, tracking: order.tracking } : base,
          };
        case 'delivered':
          return { key, template: 'orderDelivered', data: base };
        case 'rejected':
          return {
            key,
            template: 'orderRejected',
            data: {
              ...base,
              ...(event.reason ? { reason: event.reason } : {}),
              ...(refund ? { refund } : {}),
            },
          };
        default:
          return null;
      }
    default:
      return null;
  }
}

export function createOrderJournal(mail: MailOutbox, shellUrl: string): OrderJournal {
  const link = `${shellUrl}/shop/account`;
  return {
    async record(tx, order, entry, options = {}) {
      const event = await insertOrderEvent(tx, { ...entry, orderId: order._id });
      if (options.quiet) return event;
      const [user] = await tx.query<{ email: string; user_name: string }>(
        'SELECT email, user_name FROM users WHERE id = $1',
        [order.userId],
      );
      const queued = user && mailFor(order, event, user.user_name, link);
      if (queued) await mail.enqueue(tx, { ...queued, to: user.email } as QueuedMail);
      return event;
    },
  };
}
