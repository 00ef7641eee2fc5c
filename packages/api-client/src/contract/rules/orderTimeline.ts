import { ORDER_STATUS_LABELS } from '../constants';
import type { Order, OrderEvent, OrderStatus } from '../entities';
import { formatMoney } from './pricing';

/** Extension 'order-cancellation': the statuses from which a shopper may cancel an order. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];

export function canShopperCancel(order: Pick<Order, 'orderStatus'>): boolean {
  return CANCELLABLE_STATUSES.includes(order.orderStatus);
}

/** The reasons the cancel dialog offers; the shopper may also write their own. */
export const CANCEL_REASONS = [
  'Ordered by mistake',
  'Found a better price elsewhere',
  'Delivery takes too long',
  'Want to change size or address',
] as const;

/** The words of the shopper's cancel dialog (extension 'order-cancellation'). */
export const CANCELLATION = {
  button: 'Cancel Order',
  title: 'Cancel this order?',
  reasonLabel: 'Why are you cancelling?',
  otherReason: 'Another reason',
  otherLabel: 'Your reason',
  chooseReason: 'Please choose a reason.',
  writeReason: 'Please tell us your reason.',
  stockBack: 'The items go back on our shelves at once.',
  refund: (amount: number) => `The ${formatMoney(amount)} you paid will be refunded to your card.`,
  keep: 'Keep Order',
  confirm: 'Confirm Cancellation',
} as const;

/** The words of an order's timeline, the same in the back office, the account and the e-mails. */
export const TIMELINE = {
  heading: 'Order timeline',
  trackParcel: 'Track your parcel',
  placed: 'Order placed',
  paid: 'Payment received',
  status: (status: OrderStatus) => `Status changed to ${ORDER_STATUS_LABELS[status]}`,
  cancelled: 'Order cancelled',
  refundDue: (amount: number) => `Refund of ${formatMoney(amount)} due`,
  refunded: (amount: number) => `Refunded ${formatMoney(amount)}`,
  tracking: (carrier: string, number: string) => `Tracking added: ${carrier} ${number}`,
  note: 'Note',
  internalNote: 'Internal note',
  byShopper: 'by the shopper',
  bySystem: 'by Atelier',
  byAdmin: (name?: string) => (name ? `by ${name}` : 'by Atelier'),
  reason: (reason: string) => `Reason: ${reason}`,
} as const;

/** What happened, in one line, e.g. `Status changed to In shipping`. */
export function describeOrderEvent(event: OrderEvent): string {
  switch (event.kind) {
    case 'placed':
      return TIMELINE.placed;
    case 'paid':
      return TIMELINE.paid;
    case 'status':
      return TIMELINE.status(event.status ?? 'pending');
    case 'cancelled':
      return TIMELINE.cancelled;
    case 'refundDue':
      return TIMELINE.refundDue(event.amount ?? 0);
    case 'refunded':
      return TIMELINE.refunded(event.amount ?? 0);
    case 'tracking':
      return event.tracking
        ? TIMELINE.tracking(event.tracking.carrierName, event.tracking.number)
        : TIMELINE.note;
    case 'note':
      return event.visibleToShopper === false ? TIMELINE.internalNote : TIMELINE.note;
  }
}

/** Who did it, in words; an admin is named only where the view has the name. */
export function describeActor(event: OrderEvent): string {
  if (event.actor.kind === 'shopper') return TIMELINE.byShopper;
  if (event.actor.kind === 'system') return TIMELINE.bySystem;
  return TIMELINE.byAdmin(event.actor.name);
}

/**
 * An order's timeline with what an order placed before timelines were kept (or seeded) lacks:
 * its placing, and, when nothing at all was recorded, the status it stands at. Both backends
 * answer with it, so every order's timeline starts where the order did.
 */
export function completeTimeline(
  order: Pick<Order, '_id' | 'orderDate' | 'orderUpdateDate' | 'orderStatus'>,
  events: readonly OrderEvent[],
): OrderEvent[] {
  const complete = [...events];
  if (!events.length && order.orderStatus !== 'pending') {
    complete.push({
      _id: `${order._id}-status`,
      at: order.orderUpdateDate ?? order.orderDate,
      kind: 'status',
      actor: { kind: 'system' },
      status: order.orderStatus,
    });
  }
  if (!events.some((event) => event.kind === 'placed')) {
    complete.unshift({
      _id: `${order._id}-placed`,
      at: order.orderDate,
      kind: 'placed',
      actor: { kind: 'shopper' },
    });
  }
  return complete;
}
