import type { z } from 'zod';
import {
  colourImage,
  colourKey,
  isIdempotencyKey,
  lineColour,
  type Order,
  type OrderItem,
  orderTotals,
  SERVER_MESSAGES,
  sizesForColour,
  sumColourStock,
  toOrderAddress,
  unitPrice,
} from '../contract';
import { sumStock } from '../demo-data/products';
import type { orderBody } from '../schemas';
import { fail, ok } from './respond';
import type { MockStore } from './store';

/** The mock backend's orders: checking, pricing and storing them, and the stock they take. */

const MESSAGES = SERVER_MESSAGES.orders;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Line {
  productId: string;
  selectedSize: string;
  quantity: number;
  /** Extension `product-colours`. */
  selectedColour?: string;
}

export type OrderBody = z.output<typeof orderBody>;
export type JsonObject = Record<string, unknown>;

/** One line per product, size and colour, in a fixed order, as the server merges them. */
function mergeLines(raw: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of raw) {
    const key = JSON.stringify([line.productId, line.selectedSize, colourKey(line.selectedColour)]);
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()].sort(
    (a, b) =>
      a.productId.localeCompare(b.productId) ||
      a.selectedSize.localeCompare(b.selectedSize) ||
      colourKey(a.selectedColour).localeCompare(colourKey(b.selectedColour)),
  );
}

/** The stock a line takes from: its colour's size, or the product's size without colours. */
function stockCell(store: MockStore, line: Line) {
  const product = store.findProduct(line.productId);
  const sizes = product ? sizesForColour(product, line.selectedColour) : null;
  return { product, cell: sizes?.find((entry) => entry.size === line.selectedSize) };
}

/** Takes the units out of stock, all or nothing; `status` answers a shortfall. */
export function reserveStock(store: MockStore, raw: readonly Line[], status = 409): void {
  const merged = mergeLines(raw);
  for (const line of merged) {
    const size = stockCell(store, line).cell;
    if (!size) fail(status, MESSAGES.sizeUnavailable(line.selectedSize));
    if (size.stock < line.quantity) {
      fail(
        status,
        size.stock > 0
          ? MESSAGES.onlyAvailableForSize(size.stock, line.selectedSize)
          : MESSAGES.notEnoughForSize(line.selectedSize),
      );
    }
  }
  for (const line of merged) moveStock(store, line, -line.quantity);
}

/** Puts units back (a rejected order); sizes deleted since are skipped. */
export function releaseStock(store: MockStore, raw: readonly Line[]): void {
  for (const line of mergeLines(raw)) moveStock(store, line, line.quantity);
}

function moveStock(store: MockStore, line: Line, change: number) {
  const { product, cell } = stockCell(store, line);
  if (!product || !cell) return;
  cell.stock += change;
  if (product.colours?.length) product.sizes = sumColourStock(product.sizes, product.colours);
  product.totalStock = sumStock(product.sizes);
  product.salesCount = Math.max(product.salesCount - change, 0);
}

/** Checks an order against the saved address and the catalogue, and prices it from the catalogue alone. */
export function priceOrder(store: MockStore, userId: string, body: OrderBody) {
  const address =
    store.addresses.find(
      (entry) => entry._id === body.addressInfo.addressId && entry.userId === userId,
    ) ?? fail(400, MESSAGES.noAddress);
  const lines = body.cartItems.map((line) => {
    const product = store.findProduct(line.productId) ?? fail(404, MESSAGES.productUnavailable);
    const colour = lineColour(product, line.selectedColour, line.selectedSize);
    return { ...line, ...(colour ? { selectedColour: colour } : { selectedColour: undefined }) };
  });
  const merged = mergeLines(lines);
  const items: OrderItem[] = merged.map((line) => {
    const product = store.findProduct(line.productId) ?? fail(404, MESSAGES.productUnavailable);
    return {
      productId: product._id,
      title: product.title,
      image: colourImage(product, line.selectedColour),
      price: unitPrice(product),
      quantity: line.quantity,
      selectedSize: line.selectedSize,
      ...(line.selectedColour ? { selectedColour: line.selectedColour } : {}),
    };
  });
  const totals = orderTotals(
    items.map((item) => ({ price: item.price, salePrice: 0, quantity: item.quantity })),
    body.paymentMethod,
  );
  return { address, items, totals, merged };
}

export function saveOrder(
  store: MockStore,
  userId: string,
  body: OrderBody,
  paid?: { paymentId: string },
): Order {
  const { address, items, totals, merged } = priceOrder(store, userId, body);
  reserveStock(store, merged);
  const now = store.now();
  const order: Order = {
    _id: store.newId(),
    userId,
    cartId: store.cartOf(userId)._id,
    cartItems: items,
    addressInfo: toOrderAddress(address),
    orderStatus: paid ? 'confirmed' : 'pending',
    paymentMethod: body.paymentMethod,
    paymentStatus: paid ? 'paid' : 'pending',
    paymentId: paid?.paymentId ?? '',
    totalAmount: totals.total,
    cashHandlingFee: totals.cashHandlingFee,
    orderDate: now,
    orderUpdateDate: now,
  };
  store.orders.push(order);
  return order;
}

export const newestFirst = (a: Order, b: Order) =>
  b.orderDate.localeCompare(a.orderDate) || a._id.localeCompare(b._id);

export function emptyCart(store: MockStore, userId: string) {
  store.cartOf(userId).items = [];
}

/** Extension 2: the first answer to a key, again, without placing a second order. */
export function idempotent(
  store: MockStore,
  request: Request,
  userId: string,
  body: unknown,
  answer: () => { status: number; body: JsonObject },
): Response {
  const key = request.headers.get('idempotency-key');
  if (key === null) {
    const fresh = answer();
    return ok(fresh.body, fresh.status);
  }
  if (!isIdempotencyKey(key)) fail(400, MESSAGES.idempotencyInvalid);
  const slot = `${userId} ${key}`;
  const signature = JSON.stringify(body);
  const stored = store.idempotency.get(slot);
  if (stored && Date.parse(stored.at) + IDEMPOTENCY_TTL_MS > Date.parse(store.now())) {
    if (stored.request !== signature) fail(409, MESSAGES.idempotencyConflict);
    return ok(stored.body as JsonObject, stored.status);
  }
  const fresh = answer();
  store.idempotency.set(slot, { request: signature, at: store.now(), ...fresh });
  return ok(fresh.body, fresh.status);
}
