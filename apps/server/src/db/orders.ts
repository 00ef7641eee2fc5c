import {
  type AddressInfo,
  CHECKOUT,
  type Order,
  type OrderItem,
  type OrderStatus,
  orderTotals,
  type PaymentMethod,
  type PaymentStatus,
  STOCK,
  unitPrice,
} from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';
import type { ImageResolver } from './media';

/** Why an order could not be placed or changed; the routes turn it into a status code. */
export class OrderError extends Error {
  constructor(
    readonly kind: 'not-found' | 'out-of-stock' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export interface OrderLine {
  productId: string;
  selectedSize: string;
  quantity: number;
}

interface OrderRow {
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
}

export interface OrderRecord extends Order {
  providerOrderId: string | null;
}

const toOrder = (row: OrderRow, img: ImageResolver): OrderRecord => ({
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
});

/** The public shape: the provider's order id stays on the server. */
export const publicOrder = ({ providerOrderId: _hidden, ...order }: OrderRecord): Order => order;

/** One line per product and size, in a fixed order so concurrent orders lock rows alike. */
export function mergeLines(lines: readonly OrderLine[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.selectedSize]);
    const existing = merged.get(key);
    if (existing) existing.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()].sort(
    (a, b) =>
      a.productId.localeCompare(b.productId) || a.selectedSize.localeCompare(b.selectedSize),
  );
}

/**
 * Takes the units out of stock. The conditional UPDATE is atomic per row, so however many
 * checkouts run at once, a size never goes below zero: the losers get an out-of-stock error
 * and their whole transaction rolls back.
 */
async function reserve(tx: Queryable, lines: readonly OrderLine[]): Promise<void> {
  for (const line of lines) {
    const taken = await tx.query(
      `UPDATE product_sizes SET stock = stock - $3
        WHERE product_id = $1 AND size = $2 AND stock >= $3 RETURNING stock`,
      [line.productId, line.selectedSize, line.quantity],
    );
    if (!taken.length) {
      const [size] = await tx.query<{ stock: number }>(
        'SELECT stock FROM product_sizes WHERE product_id = $1 AND size = $2',
        [line.productId, line.selectedSize],
      );
      throw new OrderError(
        'out-of-stock',
        size
          ? size.stock > 0
            ? STOCK.onlyAvailableForSize(size.stock, line.selectedSize)
            : STOCK.notEnoughForSize(line.selectedSize)
          : `Size ${line.selectedSize} is not available`,
      );
    }
    await tx.query(
      `UPDATE products SET total_stock = greatest(total_stock - $2, 0), sales_count = sales_count + $2
        WHERE id = $1`,
      [line.productId, line.quantity],
    );
  }
}

/** Puts units back (a rejected order); sizes deleted since then are skipped. */
async function release(tx: Queryable, lines: readonly OrderLine[]): Promise<void> {
  for (const line of lines) {
    const restored = await tx.query(
      'UPDATE product_sizes SET stock = stock + $3 WHERE product_id = $1 AND size = $2 RETURNING stock',
      [line.productId, line.selectedSize, line.quantity],
    );
    await tx.query(
      `UPDATE products SET total_stock = total_stock + $2,
              sales_count = greatest(sales_count - $3, 0)
        WHERE id = $1`,
      [line.productId, restored.length ? line.quantity : 0, line.quantity],
    );
  }
}

export interface PlaceOrder {
  userId: string;
  cartId: string;
  lines: readonly OrderLine[];
  address: AddressInfo;
  paymentMethod: PaymentMethod;
  now: Date;
}

/**
 * Creates an order priced from the catalogue alone and takes its units out of stock, all in the
 * caller's transaction. Client prices, totals and statuses never reach this function.
 */
export async function placeOrder(
  tx: Queryable,
  input: PlaceOrder,
  img: ImageResolver,
): Promise<OrderRecord> {
  const lines = mergeLines(input.lines);
  if (!lines.length) throw new OrderError('invalid', CHECKOUT.emptyCart);
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = new Map(
    (
      await tx.query<{
        id: string;
        title: string;
        image: string;
        price: number | string;
        sale_price: number | string;
      }>('SELECT id, title, image, price, sale_price FROM products WHERE id = ANY($1::text[])', [
        ids,
      ])
    ).map((row) => [
      row.id,
      { ...row, price: Number(row.price), salePrice: Number(row.sale_price) },
    ]),
  );
  const items: OrderItem[] = lines.map((line) => {
    const product = products.get(line.productId);
    if (!product)
      throw new OrderError('not-found', 'A product in your cart is no longer available');
    return {
      productId: line.productId,
      title: product.title,
      image: product.image,
      price: unitPrice(product),
      quantity: line.quantity,
      selectedSize: line.selectedSize,
    };
  });
  await reserve(tx, lines);
  const totals = orderTotals(
    lines.map((line) => {
      const product = products.get(line.productId);
      return {
        price: product?.price ?? 0,
        salePrice: product?.salePrice ?? 0,
        quantity: line.quantity,
      };
    }),
    input.paymentMethod,
  );
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO orders (id, user_id, cart_id, cart_items, address_info, order_status, payment_method,
                         payment_status, total_amount, cash_handling_fee, order_date, order_update_date)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, 'pending', $7, $8, $9, $9) RETURNING *`,
    [
      newId(),
      input.userId,
      input.cartId,
      JSON.stringify(items),
      JSON.stringify(input.address),
      input.paymentMethod,
      totals.total,
      totals.cashHandlingFee,
      input.now,
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

/** Undoes an order whose payment could not even be started: stock back, order gone. */
export async function cancelUnstartedOrder(tx: Queryable, orderId: string): Promise<void> {
  const [row] = await tx.query<OrderRow>(
    'DELETE FROM orders WHERE id = $1 AND provider_order_id IS NULL RETURNING *',
    [orderId],
  );
  if (row) await release(tx, row.cart_items);
}

export async function findOrder(
  db: Queryable,
  id: string,
  img: ImageResolver,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRecord | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ? toOrder(row, img) : null;
}

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

/** Records a verified payment; a pending order becomes confirmed. */
export async function markPaid(
  tx: Queryable,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_status = 'paid', payment_id = $2, order_update_date = $3,
            order_status = CASE WHEN order_status = 'pending' THEN 'confirmed' ELSE order_status END
      WHERE id = $1`,
    [orderId, paymentId, now],
  );
}

/**
 * Sets an order's status. Rejecting puts its units back on the shelf; un-rejecting takes them
 * again and fails when they have been sold meanwhile.
 */
export async function updateOrderStatus(
  tx: Queryable,
  orderId: string,
  status: OrderStatus,
  now: Date,
): Promise<boolean> {
  const [row] = await tx.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  if (!row) return false;
  const lines = mergeLines(row.cart_items);
  if (row.order_status !== 'rejected' && status === 'rejected') await release(tx, lines);
  if (row.order_status === 'rejected' && status !== 'rejected') await reserve(tx, lines);
  await tx.query('UPDATE orders SET order_status = $2, order_update_date = $3 WHERE id = $1', [
    orderId,
    status,
    now,
  ]);
  return true;
}
