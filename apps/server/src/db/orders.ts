import type {
  AddressInfo,
  Order,
  OrderItem,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@atelier/api-client';
import { type CarrierId, toTracking } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';
import type { ImageResolver } from './media';

export interface OrderRow {
  id: string;
  user_id: string;
  cart_id: string;
  cart_items: OrderItem[];
  address_info: AddressInfo;
  order_status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  payment_id: string;
  provider_order_id: string | null;
  total_amount: number | string;
  cash_handling_fee: number | string;
  order_date: Date | string;
  order_update_date: Date | string;
  reserved_until: Date | string | null;
  carrier: CarrierId | null;
  tracking_number: string | null;
  refund_id: string | null;
}

/** An order as stored: the public fields plus what stays on the server. */
export interface OrderRecord extends Order {
  providerOrderId: string | null;
  /** Online orders awaiting payment hold their units until then; null otherwise. */
  reservedUntil: Date | null;
  /** The provider's refund, once one went through. */
  refundId: string | null;
}

export const toOrder = (row: OrderRow, img: ImageResolver): OrderRecord => ({
  _id: row.id,
  userId: row.user_id,
  cartId: row.cart_id,
  cartItems: row.cart_items.map((item) => ({ ...item, image: img(item.image) })),
  addressInfo: row.address_info,
  orderStatus: row.order_status,
  paymentMethod: row.payment_method,
  paymentStatus: row.payment_status,
  paymentId: row.payment_id,
  totalAmount: Number(row.total_amount),
  cashHandlingFee: Number(row.cash_handling_fee),
  orderDate: new Date(row.order_date).toISOString(),
  orderUpdateDate: new Date(row.order_update_date).toISOString(),
  providerOrderId: row.provider_order_id,
  reservedUntil: row.reserved_until ? new Date(row.reserved_until) : null,
  refundId: row.refund_id,
  ...(row.tracking_number
    ? { tracking: toTracking(row.carrier ?? 'other', row.tracking_number) }
    : {}),
});

export interface NewOrder {
  userId: string;
  cartId: string;
  items: OrderItem[];
  address: AddressInfo;
  paymentMethod: PaymentMethod;
  total: number;
  cashHandlingFee: number;
  now: Date;
  reservedUntil: Date | null;
  /** Fingerprint of what was asked for, to recognise a repeated submit. */
  requestHash: string | null;
}

export async function insertOrder(
  db: Queryable,
  order: NewOrder,
  img: ImageResolver,
): Promise<OrderRecord> {
  const [row] = await db.query<OrderRow>(
    `INSERT INTO orders (id, user_id, cart_id, cart_items, address_info, order_status, payment_method,
                         payment_status, total_amount, cash_handling_fee, order_date,
                         order_update_date, reserved_until, request_hash)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, 'pending', $7, $8, $9, $9, $10, $11) RETURNING *`,
    [
      newId(),
      order.userId,
      order.cartId,
      JSON.stringify(order.items),
      JSON.stringify(order.address),
      order.paymentMethod,
      order.total,
      order.cashHandlingFee,
      order.now,
      order.reservedUntil,
      order.requestHash,
    ],
  );
  if (!row) throw new Error('order insert returned nothing');
  return toOrder(row, img);
}

export async function setProviderOrderId(db: Queryable, orderId: string, providerOrderId: string) {
  await db.query('UPDATE orders SET provider_order_id = $2 WHERE id = $1', [
    orderId,
    providerOrderId,
  ]);
}

/** Deletes an order whose payment never started; returns it so its units can go back. */
export async function deleteUnstartedOrder(
  db: Queryable,
  orderId: string,
  img: ImageResolver,
): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRow>(
    'DELETE FROM orders WHERE id = $1 AND provider_order_id IS NULL RETURNING *',
    [orderId],
  );
  return row ? toOrder(row, img) : null;
}

async function findOrderWhere(
  db: Queryable,
  column: 'id' | 'provider_order_id',
  value: string,
  img: ImageResolver,
  forUpdate: boolean,
): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE ${column} = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [value],
  );
  return row ? toOrder(row, img) : null;
}

export const findOrder = (
  db: Queryable,
  id: string,
  img: ImageResolver,
  options: { forUpdate?: boolean } = {},
) => findOrderWhere(db, 'id', id, img, options.forUpdate ?? false);

export const findOrderByProviderId = (
  db: Queryable,
  providerOrderId: string,
  img: ImageResolver,
  options: { forUpdate?: boolean } = {},
) => findOrderWhere(db, 'provider_order_id', providerOrderId, img, options.forUpdate ?? false);

export async function listOrders(
  db: Queryable,
  img: ImageResolver,
  userId?: string,
): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `SELECT * FROM orders ${userId ? 'WHERE user_id = $1' : ''} ORDER BY order_date DESC, id`,
    userId ? [userId] : [],
  );
  return rows.map((row) => toOrder(row, img));
}

/** The user's latest order with this fingerprint placed at or after `since`. */
export async function findRecentOrderByRequest(
  db: Queryable,
  userId: string,
  requestHash: string,
  since: Date,
  img: ImageResolver,
): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE user_id = $1 AND request_hash = $2 AND order_date >= $3
      ORDER BY order_date DESC LIMIT 1`,
    [userId, requestHash, since],
  );
  return row ? toOrder(row, img) : null;
}

/** The user's reservations still running at `now`, oldest first (their end times). */
export async function openReservations(db: Queryable, userId: string, now: Date): Promise<Date[]> {
  const rows = await db.query<{ reserved_until: Date | string }>(
    `SELECT reserved_until FROM orders WHERE user_id = $1 AND reserved_until > $2
      ORDER BY reserved_until`,
    [userId, now],
  );
  return rows.map((row) => new Date(row.reserved_until));
}

/**
 * Locks up to `limit` orders whose reservation ran out. SKIP LOCKED lets several servers sweep
 * at once without waiting for, or processing, the same order twice.
 */
export async function lockExpiredReservations(
  db: Queryable,
  now: Date,
  img: ImageResolver,
  limit = 100,
): Promise<OrderRecord[]> {
  const rows = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE reserved_until <= $1
      ORDER BY reserved_until LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
  return rows.map((row) => toOrder(row, img));
}

export interface OrderChange {
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentId?: string;
  reservedUntil?: Date | null;
  carrier?: CarrierId;
  trackingNumber?: string;
  refundId?: string;
}

/** Writes the given fields of one order and stamps its update time. */
export async function updateOrder(
  db: Queryable,
  orderId: string,
  change: OrderChange,
  now: Date,
): Promise<void> {
  const sets = ['order_update_date = $2'];
  const values: Array<string | Date | null> = [orderId, now];
  const column = {
    orderStatus: 'order_status',
    paymentStatus: 'payment_status',
    paymentId: 'payment_id',
    reservedUntil: 'reserved_until',
    carrier: 'carrier',
    trackingNumber: 'tracking_number',
    refundId: 'refund_id',
  } as const;
  for (const key of Object.keys(column) as Array<keyof OrderChange>) {
    if (change[key] === undefined) continue;
    values.push(change[key] ?? null);
    sets.push(`${column[key]} = $${values.length}`);
  }
  await db.query(`UPDATE orders SET ${sets.join(', ')} WHERE id = $1`, values);
}
