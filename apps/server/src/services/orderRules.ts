import {
  type AddressInfo,
  colourImage,
  colourKey,
  lineColour,
  type OrderEventActor,
  type OrderItem,
  orderTotals,
  type PaymentMethod,
  unitPrice,
} from '@atelier/api-client';
import { sha256 } from '../auth/tokens';
import type { Queryable } from '../db/database';
import type { ImageResolver } from '../db/media';
import { insertOrder, type OrderChange, type OrderRecord, updateOrder } from '../db/orders';
import { findPricedProducts, returnStock, sizeStock, takeStock } from '../db/stock';
import { ORDERS } from '../messages';
import { invalid, notFound, ServiceError } from './errors';
import type { OrderJournal } from './orderJournal';

export const SYSTEM: OrderEventActor = { kind: 'system' };

/**
 * The order rules that run inside a caller's transaction: pricing from the catalogue, taking and
 * returning stock, status changes and settling a payment. The order service and the seed use
 * them; client prices, totals and statuses never reach them.
 */

export interface OrderLine {
  productId: string;
  selectedSize: string;
  quantity: number;
  /** Extension `product-colours`; absent or '' for a product without colours. */
  selectedColour?: string;
}

/** Refused because too few units are left; the caller may free expired reservations and retry. */
export class OutOfStock extends ServiceError {
  constructor(message: string) {
    super('conflict', message);
  }
}

/**
 * One line per product, size and colour, in a fixed order so concurrent orders lock rows alike.
 */
export function mergeLines(lines: readonly OrderLine[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const line of lines) {
    const colour = colourKey(line.selectedColour);
    const key = JSON.stringify([line.productId, line.selectedSize, colour]);
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else
      merged.set(key, {
        productId: line.productId,
        selectedSize: line.selectedSize,
        quantity: line.quantity,
        ...(colour ? { selectedColour: colour } : {}),
      });
  }
  return [...merged.values()].sort(
    (a, b) =>
      a.productId.localeCompare(b.productId) ||
      a.selectedSize.localeCompare(b.selectedSize) ||
      colourKey(a.selectedColour).localeCompare(colourKey(b.selectedColour)),
  );
}

/** What identifies a purchase, as one digest: the same cart, address and method match. */
export function orderFingerprint(input: {
  lines: readonly OrderLine[];
  addressId: string;
  paymentMethod: PaymentMethod;
}): string {
  const lines = mergeLines(input.lines).map((l) => [
    l.productId,
    l.selectedSize,
    l.quantity,
    ...(l.selectedColour ? [l.selectedColour] : []),
  ]);
  return sha256(JSON.stringify([lines, input.addressId, input.paymentMethod]));
}

/** Takes every line's units or none: a shortage throws and the transaction rolls back. */
export async function reserve(tx: Queryable, lines: readonly OrderLine[]): Promise<void> {
  for (const line of lines) {
    const colour = colourKey(line.selectedColour);
    if (await takeStock(tx, line.productId, line.selectedSize, line.quantity, colour)) continue;
    const left = await sizeStock(tx, line.productId, line.selectedSize, colour);
    throw new OutOfStock(
      left === null
        ? ORDERS.sizeUnavailable(line.selectedSize)
        : left > 0
          ? ORDERS.onlyAvailableForSize(left, line.selectedSize)
          : ORDERS.notEnoughForSize(line.selectedSize),
    );
  }
}

/** Takes every line's units or none, without aborting the transaction: false on a shortage. */
async function tryReserve(tx: Queryable, lines: readonly OrderLine[]): Promise<boolean> {
  const taken: OrderLine[] = [];
  for (const line of lines) {
    const colour = colourKey(line.selectedColour);
    if (!(await takeStock(tx, line.productId, line.selectedSize, line.quantity, colour))) {
      await release(tx, taken);
      return false;
    }
    taken.push(line);
  }
  return true;
}

export async function release(tx: Queryable, lines: readonly OrderLine[]): Promise<void> {
  for (const line of lines) {
    const colour = colourKey(line.selectedColour);
    await returnStock(tx, line.productId, line.selectedSize, line.quantity, colour);
  }
}

export interface PlaceOrder {
  userId: string;
  cartId: string;
  lines: readonly OrderLine[];
  address: AddressInfo;
  paymentMethod: PaymentMethod;
  now: Date;
  /** Online orders awaiting payment hold their units until then. */
  reservedUntil?: Date | null;
  requestHash?: string | null;
}

/** Creates an order priced from the catalogue alone and takes its units out of stock. */
export async function placeOrder(
  tx: Queryable,
  input: PlaceOrder,
  img: ImageResolver,
  journal: OrderJournal,
): Promise<OrderRecord> {
  if (!input.lines.length) throw invalid(ORDERS.emptyCart);
  const products = await findPricedProducts(
    tx,
    input.lines.map((line) => line.productId),
  );
  // A line without a colour, of a product with colours, gets the first colour in stock.
  const lines = mergeLines(
    input.lines.map((line) => {
      const product = products.get(line.productId);
      const colour = product
        ? lineColour({ ...product, _id: product.id }, line.selectedColour, line.selectedSize)
        : '';
      return { ...line, selectedColour: colour };
    }),
  );
  const priced = lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) throw notFound(ORDERS.productGone);
    return { line, product };
  });
  const items: OrderItem[] = priced.map(({ line, product }) => ({
    productId: line.productId,
    title: product.title,
    image: colourImage(product, line.selectedColour),
    price: unitPrice(product),
    quantity: line.quantity,
    selectedSize: line.selectedSize,
    ...(line.selectedColour ? { selectedColour: line.selectedColour } : {}),
  }));
  await reserve(tx, lines);
  const totals = orderTotals(
    priced.map(({ line, product }) => ({ ...product, quantity: line.quantity })),
    input.paymentMethod,
  );
  const order = await insertOrder(
    tx,
    {
      userId: input.userId,
      cartId: input.cartId,
      items,
      address: input.address,
      paymentMethod: input.paymentMethod,
      total: totals.total,
      cashHandlingFee: totals.cashHandlingFee,
      now: input.now,
      reservedUntil: input.reservedUntil ?? null,
      requestHash: input.requestHash ?? null,
    },
    img,
  );
  await journal.record(tx, order, { at: input.now, kind: 'placed', actor: { kind: 'shopper' } });
  return order;
}

/** Returns the units of an unpaid online order whose reservation ran out. */
export async function expireReservation(
  tx: Queryable,
  order: OrderRecord,
  now: Date,
  journal: OrderJournal,
) {
  await release(tx, mergeLines(order.cartItems));
  const change = {
    orderStatus: 'rejected',
    paymentStatus: 'expired',
    reservedUntil: null,
  } as const;
  await updateOrder(tx, order._id, change, now);
  await journal.record(
    tx,
    { ...order, ...change },
    {
      at: now,
      kind: 'status',
      actor: SYSTEM,
      data: { status: 'rejected', reason: ORDERS.expiredReason },
    },
  );
}

export type Settlement = 'paid' | 'already-paid' | 'paid-otherwise' | 'sold-out' | 'cancelled';

/**
 * Records a verified payment on a locked order. A pending order becomes confirmed. An order
 * whose reservation expired takes its units again; when they are gone, or when its shopper
 * cancelled it meanwhile, it keeps the payment id and waits for a refund instead. A paid order
 * never changes again.
 */
export async function settlePayment(
  tx: Queryable,
  order: OrderRecord,
  paymentId: string,
  now: Date,
  journal: OrderJournal,
): Promise<Settlement> {
  if (order.paymentStatus === 'paid') {
    return order.paymentId === paymentId ? 'already-paid' : 'paid-otherwise';
  }
  if (order.paymentStatus === 'refundDue') return 'sold-out';
  const owed = async (outcome: 'sold-out' | 'cancelled') => {
    // The money came for units the order no longer holds: it goes back (services/refunds.ts).
    const change = { paymentStatus: 'refundDue', paymentId } as const;
    await updateOrder(tx, order._id, change, now);
    await journal.record(
      tx,
      { ...order, ...change },
      { at: now, kind: 'refundDue', actor: SYSTEM, data: { amount: order.totalAmount } },
    );
    return outcome;
  };
  if (order.orderStatus === 'cancelled') return owed('cancelled');
  if (order.paymentStatus === 'expired') {
    if (!(await tryReserve(tx, mergeLines(order.cartItems)))) return owed('sold-out');
    return paid({
      paymentStatus: 'paid',
      paymentId,
      orderStatus: 'confirmed',
      reservedUntil: null,
    });
  }
  return paid({
    paymentStatus: 'paid',
    paymentId,
    reservedUntil: null,
    ...(order.orderStatus === 'pending' ? { orderStatus: 'confirmed' as const } : {}),
  });

  async function paid(change: OrderChange): Promise<Settlement> {
    await updateOrder(tx, order._id, change, now);
    const after = { ...order, ...change, reservedUntil: null } as OrderRecord;
    await journal.record(tx, after, { at: now, kind: 'paid', actor: SYSTEM });
    return 'paid';
  }
}
