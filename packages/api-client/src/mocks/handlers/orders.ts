import type { HttpHandler } from 'msw';
import {
  DEFAULT_CURRENCY,
  FIELD_PROBLEMS,
  type Order,
  type OrderItem,
  orderTotals,
  PAYMENT_METHODS,
  SERVER_MESSAGES,
  toMinorUnits,
  toOrderAddress,
  unitPrice,
} from '../../contract';
import { sumStock } from '../../demo-data/products';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore, PendingPayment } from '../store';
import {
  id,
  invalid,
  type JsonObject,
  list,
  object,
  oneOf,
  optional,
  quantity,
  type Rule,
  readFields,
  readJson,
  sizeLabel,
  text,
} from '../validate';

const MESSAGES = SERVER_MESSAGES.orders;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface Line {
  productId: string;
  selectedSize: string;
  quantity: number;
}

const lines: Rule<Line[]> = (value, path) => {
  const entries = list(value, path);
  const read = entries.map((entry, index) =>
    readFields<Line & Record<string, unknown>>(
      object(entry, `${path}.${index}`),
      { productId: id, selectedSize: sizeLabel, quantity },
      `${path}.${index}.`,
    ),
  );
  if (read.length < 1) invalid(path, FIELD_PROBLEMS.emptyCart);
  if (read.length > 100) invalid(path, FIELD_PROBLEMS.tooManyLines);
  return read;
};

/** What identifies a purchase; prices, totals and titles from the client are ignored. */
function readOrderBody(body: JsonObject) {
  return readFields(body, {
    userId: id,
    cartId: optional(text(64, { required: false, trim: false })),
    cartItems: lines,
    addressInfo: (value, path) => readFields(object(value, path), { addressId: id }, `${path}.`),
    paymentMethod: oneOf(PAYMENT_METHODS),
  });
}

/** One line per product and size, in a fixed order, as the server merges them. */
function mergeLines(raw: readonly Line[]): Line[] {
  const merged = new Map<string, Line>();
  for (const line of raw) {
    const key = JSON.stringify([line.productId, line.selectedSize]);
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line });
  }
  return [...merged.values()].sort(
    (a, b) =>
      a.productId.localeCompare(b.productId) || a.selectedSize.localeCompare(b.selectedSize),
  );
}

/** Takes the units out of stock, all or nothing; `status` answers a shortfall. */
export function reserveStock(store: MockStore, raw: readonly Line[], status = 409): void {
  const merged = mergeLines(raw);
  for (const line of merged) {
    const size = store
      .findProduct(line.productId)
      ?.sizes.find((entry) => entry.size === line.selectedSize);
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
  const product = store.findProduct(line.productId);
  const size = product?.sizes.find((entry) => entry.size === line.selectedSize);
  if (!product || !size) return;
  size.stock += change;
  product.totalStock = sumStock(product.sizes);
  product.salesCount = Math.max(product.salesCount - change, 0);
}

/** A new order priced from the catalogue alone, its units taken from stock. */
function placeOrder(store: MockStore, userId: string, body: ReturnType<typeof readOrderBody>) {
  const address =
    store.addresses.find(
      (entry) => entry._id === body.addressInfo.addressId && entry.userId === userId,
    ) ?? fail(400, MESSAGES.noAddress);
  const merged = mergeLines(body.cartItems);
  const items: OrderItem[] = merged.map((line) => {
    const product = store.findProduct(line.productId) ?? fail(404, MESSAGES.productUnavailable);
    return {
      productId: product._id,
      title: product.title,
      image: product.image,
      price: unitPrice(product),
      quantity: line.quantity,
      selectedSize: line.selectedSize,
    };
  });
  const totals = orderTotals(
    items.map((item) => ({ price: item.price, salePrice: 0, quantity: item.quantity })),
    body.paymentMethod,
  );
  return { address, items, totals, merged };
}

function saveOrder(
  store: MockStore,
  userId: string,
  body: ReturnType<typeof readOrderBody>,
  paid?: { paymentId: string },
): Order {
  const { address, items, totals, merged } = placeOrder(store, userId, body);
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

function emptyCart(store: MockStore, userId: string) {
  store.cartOf(userId).items = [];
}

/** Extension 2: the first answer to a key, again, without placing a second order. */
function idempotent(
  store: MockStore,
  request: Request,
  userId: string,
  body: JsonObject,
  answer: () => { status: number; body: JsonObject },
): Response {
  const key = request.headers.get('idempotency-key');
  if (!key) {
    const fresh = answer();
    return ok(fresh.body, fresh.status);
  }
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

const captureFields = {
  razorpay_order_id: text(100),
  razorpay_payment_id: text(100),
  razorpay_signature: text(200),
};

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
      const raw = await readJson(request);
      const body = readOrderBody(raw);
      const user = authorize(store, { owner: body.userId });
      const create = (): { status: number; body: JsonObject } => {
        const atCapture = body.paymentMethod === 'online' && flavour.onlineOrders === 'atCapture';
        if (atCapture) {
          // Checked now, stored only once the payment is captured.
          const { totals } = placeOrder(store, user.id, body);
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
      return idempotent(store, request, user.id, raw, create);
    }),

    route.post(endpoint('orders', '/capture'), async ({ request, store, flavour }) => {
      const user = authorize(store);
      const raw = await readJson(request);
      const body = readFields(raw, {
        ...captureFields,
        orderData: (value, path) => object(value, path),
      });
      const orderId = (flavour.extensions ? optional(id) : id)(
        body.orderData.orderId,
        'orderData.orderId',
      );
      const payment: PendingPayment | undefined = store.payments.get(body.razorpay_order_id);

      if (flavour.onlineOrders === 'atCapture' && orderId === undefined) {
        // This backend makes the order now, from the data the capture carries.
        if (!payment || payment.userId !== user.id) fail(400, MESSAGES.verificationFailed);
        if (payment.orderId) {
          const paid = ownOrder(store, payment.orderId, user.id);
          if (paid.paymentId !== body.razorpay_payment_id) fail(409, MESSAGES.alreadyPaid);
          return ok({ success: true, message: MESSAGES.captured, data: paid });
        }
        const data = readOrderBody(body.orderData);
        authorize(store, { owner: data.userId });
        const order = saveOrder(store, user.id, data, { paymentId: body.razorpay_payment_id });
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
      Object.assign(order, {
        orderStatus: order.orderStatus === 'pending' ? 'confirmed' : order.orderStatus,
        paymentStatus: 'paid',
        paymentId: body.razorpay_payment_id,
        orderUpdateDate: store.now(),
      } satisfies Partial<Order>);
      emptyCart(store, user.id);
      return ok({ success: true, message: MESSAGES.captured, data: order });
    }),

    route.list(endpoint('orders', '/list/:userId'), ({ param, store }) => {
      authorize(store);
      const userId = id(param('userId'), 'userId');
      authorize(store, { owner: userId });
      const data = store.orders.filter((order) => order.userId === userId).sort(newestFirst);
      return ok({ success: true, data });
    }),

    route.get(endpoint('orders', '/details/:id'), ({ param, store }) => {
      const user = authorize(store);
      const orderId = id(param('id'), 'id');
      const order = store.orders.find((entry) => entry._id === orderId);
      // Someone else's order answers exactly like a missing one; the admin sees every order.
      if (!order || (order.userId !== user.id && user.role !== 'admin')) {
        fail(404, MESSAGES.notFound);
      }
      return ok({ success: true, data: order });
    }),
  ];
}
