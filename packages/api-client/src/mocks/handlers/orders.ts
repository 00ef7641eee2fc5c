import type { HttpHandler } from 'msw';
import {
  type AddressInfo,
  blankAddressFields,
  CHECKOUT,
  DEFAULT_CURRENCY,
  type Order,
  orderTotals,
  PAYMENT_METHODS,
  type Product,
  toMinorUnits,
  unitPrice,
} from '../../contract';
import {
  isObject,
  type JsonObject,
  readJson,
  requireArray,
  requireNumber,
  requireObject,
  requireOneOf,
  requireString,
} from '../body';
import { sumStock } from '../fixtures/products';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

interface OrderLine {
  product: Product;
  quantity: number;
  selectedSize: string;
}

/** Lines come from the client, but prices, titles and images are taken from the catalogue. */
function readOrderLines(store: MockStore, raw: readonly unknown[]): OrderLine[] {
  if (raw.length === 0) fail(400, CHECKOUT.emptyCart);
  return raw.map((entry) => {
    if (!isObject(entry)) fail(400, 'cartItems must be a list of items');
    const product =
      store.findProduct(requireString(entry, 'productId')) ??
      fail(400, 'A product in your cart is no longer available');
    return {
      product,
      quantity: requireNumber(entry, 'quantity', { integer: true, min: 1 }),
      selectedSize: requireString(entry, 'selectedSize'),
    };
  });
}

function assertInStock(lines: readonly OrderLine[]): void {
  // The same size may appear on several lines; stock has to cover them together.
  const wanted = new Map<string, OrderLine>();
  for (const line of lines) {
    const key = `${line.product._id}|${line.selectedSize}`;
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  for (const { product, quantity, selectedSize } of wanted.values()) {
    const size = product.sizes.find((entry) => entry.size === selectedSize);
    if (!size) fail(400, `Size ${selectedSize} is not available for ${product.title}`);
    if (size.stock < quantity) {
      fail(400, `Only ${size.stock} left of ${product.title} in size ${selectedSize}`);
    }
  }
}

/** What a paid (or cash) order does to the shop: stock goes down, sales up, the cart empties. */
function fulfil(store: MockStore, order: Order, lines: readonly OrderLine[]): void {
  for (const { product, quantity, selectedSize } of lines) {
    const size = product.sizes.find((entry) => entry.size === selectedSize);
    if (size) size.stock -= quantity;
    product.totalStock = sumStock(product.sizes);
    product.salesCount += quantity;
  }
  store.cartOf(order.userId).items = [];
}

function linesOf(store: MockStore, order: Order): OrderLine[] {
  return readOrderLines(store, order.cartItems);
}

function readAddressInfo(body: JsonObject): AddressInfo {
  const raw = isObject(body.addressInfo) ? body.addressInfo : fail(400, CHECKOUT.noAddress);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const info: AddressInfo = {
    addressId: text(raw.addressId),
    address: text(raw.address),
    city: text(raw.city),
    pincode: text(raw.pincode),
    phone: text(raw.phone),
    notes: text(raw.notes),
  };
  if (blankAddressFields(info).length > 0) fail(400, CHECKOUT.noAddress);
  return info;
}

export function findOrder(store: MockStore, id: string): Order {
  return store.orders.find((order) => order._id === id) ?? fail(404, 'Order not found!');
}

export const newestFirst = (a: Order, b: Order) => b.orderDate.localeCompare(a.orderDate);

export function orderHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('orders', '/create'), async ({ request, store }) => {
      const body = await readJson(request);
      const user = authorize(store, { owner: body.userId });
      const paymentMethod = requireOneOf(body, 'paymentMethod', PAYMENT_METHODS);
      const lines = readOrderLines(store, requireArray(body, 'cartItems'));
      const addressInfo = readAddressInfo(body);
      assertInStock(lines);
      // The client's totalAmount is ignored: the server prices the order from the catalogue.
      const totals = orderTotals(
        lines.map(({ product, quantity }) => ({ ...product, quantity })),
        paymentMethod,
      );
      const now = store.now();
      const order: Order = {
        _id: store.newId(),
        userId: user.id,
        cartId:
          typeof body.cartId === 'string' && body.cartId ? body.cartId : store.cartOf(user.id)._id,
        cartItems: lines.map(({ product, quantity, selectedSize }) => ({
          productId: product._id,
          title: product.title,
          image: product.image,
          price: unitPrice(product),
          quantity,
          selectedSize,
        })),
        addressInfo,
        orderStatus: 'pending',
        paymentMethod,
        paymentStatus: 'pending',
        totalAmount: totals.total,
        cashHandlingFee: totals.cashHandlingFee,
        orderDate: now,
        orderUpdateDate: now,
        paymentId: '',
      };
      store.orders.push(order);
      const payment = { amount: toMinorUnits(totals.total), currency: DEFAULT_CURRENCY };
      if (paymentMethod === 'cod') {
        fulfil(store, order, lines);
        return ok(
          { success: true, orderId: order._id, ...payment, message: 'Order placed successfully' },
          201,
        );
      }
      // Online orders wait for the card payment; stock and cart change only once it is captured.
      const razorpayOrderId = store.providerId('order');
      store.paymentOrders.set(order._id, razorpayOrderId);
      return ok(
        {
          success: true,
          orderId: order._id,
          razorpayOrderId,
          ...payment,
          message: 'Order created successfully',
        },
        201,
      );
    }),

    route.post(endpoint('orders', '/capture'), async ({ request, store }) => {
      const body = await readJson(request);
      authorize(store);
      const providerOrderId = requireString(body, 'razorpay_order_id');
      const paymentId = requireString(body, 'razorpay_payment_id');
      requireString(body, 'razorpay_signature');
      const order = findOrder(store, requireString(requireObject(body, 'orderData'), 'orderId'));
      authorize(store, { owner: order.userId });
      if (order.paymentMethod !== 'online') fail(400, 'Only online orders need a payment capture');
      if (order.paymentStatus === 'paid') {
        return ok({ success: true, message: 'Payment already captured', data: order });
      }
      if (store.paymentOrders.get(order._id) !== providerOrderId) {
        fail(400, 'Payment verification failed');
      }
      const lines = linesOf(store, order);
      assertInStock(lines);
      fulfil(store, order, lines);
      store.paymentOrders.delete(order._id);
      Object.assign(order, {
        orderStatus: 'confirmed',
        paymentStatus: 'paid',
        paymentId,
        orderUpdateDate: store.now(),
      } satisfies Partial<Order>);
      return ok({ success: true, message: 'Order confirmed', data: order });
    }),

    route.get(endpoint('orders', '/list/:userId'), ({ param, store }) => {
      const user = authorize(store, { owner: param('userId') });
      const data = store.orders.filter((order) => order.userId === user.id).sort(newestFirst);
      return ok({ success: true, data });
    }),

    route.get(endpoint('orders', '/details/:id'), ({ param, store }) => {
      authorize(store);
      const order = findOrder(store, param('id'));
      authorize(store, { owner: order.userId });
      return ok({ success: true, data: order });
    }),
  ];
}
