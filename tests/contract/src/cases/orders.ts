import {
  buildCapturePayload,
  CHECKOUT,
  FIELD_PROBLEMS,
  SERVER_MESSAGES,
  STOCK,
  sizesForColour,
  toOrderAddress,
} from '@atelier/api-client';
import { accessCases, type ContractCase, common, invalid, refused, UNKNOWN_ID } from '../case';
import { CREATED_COD, CREATED_ONLINE, ORDER, withData, withMessageAndData } from '../shapes';
import type { Shopper, World } from '../world';

const MESSAGES = SERVER_MESSAGES.orders;
const UNRESERVED =
  'the mocks hold no reservations that expire, so they neither cap nor expire unpaid orders';
/** How long an unpaid online order holds its units on the reference server (its default). */
const RESERVATION_MS = 15 * 60 * 1000;

const create = (shopper: Shopper, json: unknown, headers?: Record<string, string>) =>
  shopper.session.request('POST', '/api/shop/order/create', { json, headers });

/** An online order created and paid at the test provider, not yet captured. */
async function paidOnline(w: World) {
  const shopper = await w.shopper();
  const { payload, created } = await w.order(shopper, 'online');
  const payment = await w.pay(created.razorpayOrderId);
  return {
    shopper,
    payload,
    created,
    payment,
    capture: buildCapturePayload(payment, payload, created),
  };
}

const capture = (shopper: Shopper, json: unknown) =>
  shopper.session.request('POST', '/api/shop/order/capture', { json });

async function cartLines(shopper: Shopper): Promise<number> {
  const reply = await shopper.session.request('GET', `/api/shop/cart/get/${shopper.user.id}`);
  return reply.body.data.items.length;
}

async function orderCount(shopper: Shopper): Promise<number> {
  const reply = await shopper.session.request('GET', `/api/shop/order/list/${shopper.user.id}`);
  return reply.body.data.length;
}

export const orderCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'places a cash order priced by the backend and empties the cart',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      const reply = await create(shopper, { ...payload, totalAmount: 1 });
      if ((await cartLines(shopper)) !== 0) throw new Error('the cart still holds the order');
      return reply;
    },
    expect: { status: 201, message: MESSAGES.created, shape: CREATED_COD },
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'opens an online payment with the provider order id, amount and currency',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'online');
      const reply = await create(shopper, payload);
      if ((await cartLines(shopper)) !== 1) throw new Error('the cart went before the payment');
      return reply;
    },
    expect: { status: 201, message: MESSAGES.created, shape: CREATED_ONLINE },
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'refuses an empty cart',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      return create(shopper, { ...payload, cartItems: [] });
    },
    expect: invalid('cartItems', FIELD_PROBLEMS.emptyCart),
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'refuses an address the shopper has not saved',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      return create(shopper, {
        ...payload,
        addressInfo: { ...payload.addressInfo, addressId: UNKNOWN_ID },
      });
    },
    expect: refused(400, CHECKOUT.noAddress),
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'refuses more than the stock, placing nothing',
    kind: 'conflict',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      const [item] = payload.cartItems;
      if (!item) throw new Error('empty checkout');
      const product = (await w.guest().request('GET', `/api/shop/products/get/${item.productId}`))
        .body.data;
      // Per colour and size, for a product with colours.
      const stock: number =
        sizesForColour(product, item.selectedColour)?.find((s) => s.size === item.selectedSize)
          ?.stock ?? 0;
      const reply = await create(shopper, {
        ...payload,
        cartItems: [{ ...item, quantity: stock + 1 }],
      });
      if ((await orderCount(shopper)) !== 0) throw new Error('an order was placed');
      return { reply, expect: { message: STOCK.onlyAvailableForSize(stock, item.selectedSize) } };
    },
    expect: { status: 409, shape: { success: 'boolean', message: 'string' } },
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'answers 404 for a product no longer in the catalogue',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      const [item] = payload.cartItems;
      return create(shopper, { ...payload, cartItems: [{ ...item, productId: UNKNOWN_ID }] });
    },
    expect: refused(404, MESSAGES.productUnavailable),
  },
  ...accessCases('POST /api/shop/order/create', 'owner', async (w, owner) => ({
    method: 'POST',
    path: '/api/shop/order/create',
    options: { json: await w.checkout(owner, 'cod') },
  })),
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'extension 2: the same Idempotency-Key again answers the first answer, one order placed',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'online');
      const key = { 'Idempotency-Key': crypto.randomUUID() };
      const first = await create(shopper, payload, key);
      const again = await create(shopper, payload, key);
      if (JSON.stringify(again.body) !== JSON.stringify(first.body)) {
        throw new Error(`a second answer: ${JSON.stringify(again.body)}`);
      }
      if ((await orderCount(shopper)) !== 1) throw new Error('a second order was placed');
      return again;
    },
    expect: { status: 201, message: MESSAGES.created, shape: CREATED_ONLINE },
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'extension 2: the same Idempotency-Key with another order is refused',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'online');
      const key = { 'Idempotency-Key': crypto.randomUUID() };
      await create(shopper, payload, key);
      return create(shopper, { ...payload, paymentMethod: 'cod' }, key);
    },
    expect: refused(409, MESSAGES.idempotencyConflict),
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'extension 2: refuses a malformed Idempotency-Key',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      return create(shopper, payload, { 'Idempotency-Key': 'two words' });
    },
    expect: refused(400, MESSAGES.idempotencyInvalid),
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'refuses the same cash order again within moments when it carries no Idempotency-Key',
    kind: 'conflict',
    only: {
      backend: 'server',
      because:
        'the shell sends an Idempotency-Key with every order, which the mocks honour; they leave out the check for clients that send none',
    },
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod');
      const first = await create(shopper, payload);
      if (first.status !== 201) throw new Error(`first order: ${first.status}`);
      const again = await create(shopper, payload);
      if ((await orderCount(shopper)) !== 1) throw new Error('the repeat placed an order');
      return again;
    },
    expect: refused(409, MESSAGES.duplicate),
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'refuses a fourth online order while three await payment',
    kind: 'conflict',
    only: { backend: 'server', because: UNRESERVED },
    run: async (w) => {
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'online', await w.product(10));
      const [line] = payload.cartItems;
      // Different orders: the same one again would only answer the unpaid order it already is.
      const order = (quantity: number) =>
        create(shopper, { ...payload, cartItems: [{ ...line, quantity }] });
      for (const quantity of [1, 2, 3]) {
        const reply = await order(quantity);
        if (reply.status !== 201) throw new Error(`order of ${quantity}: ${reply.status}`);
      }
      return order(4);
    },
    expect: refused(429, MESSAGES.tooManyUnpaid(3)),
    check: (reply) => {
      if (!(Number(reply.headers.get('retry-after')) > 0)) throw new Error('no Retry-After');
    },
  },
  {
    endpoint: 'OPTIONS /api/shop/order/create',
    name: 'extension 2: lets a shell on another origin send the Idempotency-Key',
    kind: 'extension',
    only: {
      backend: 'server',
      because: 'the mocks answer inside the page (same origin), where no preflight happens',
    },
    run: (w) =>
      w.guest().request('OPTIONS', '/api/shop/order/create', {
        headers: {
          origin: 'http://shop.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      }),
    expect: { status: 204, shape: 'any' },
    check: (reply) => {
      const allowed = reply.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
      if (!allowed.includes('idempotency-key')) throw new Error(`allowed headers: ${allowed}`);
    },
  },

  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'verifies the payment, confirms the order and empties the cart',
    kind: 'success',
    run: async (w) => {
      const { shopper, capture: body } = await paidOnline(w);
      const reply = await capture(shopper, body);
      if ((await cartLines(shopper)) !== 0) throw new Error('the cart still holds the order');
      return reply;
    },
    expect: { status: 200, message: MESSAGES.captured, shape: withMessageAndData(ORDER) },
    check: (reply) => {
      const { orderStatus, paymentStatus } = reply.body.data;
      if (orderStatus !== 'confirmed' || paymentStatus !== 'paid')
        throw new Error(`${orderStatus}/${paymentStatus}`);
    },
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'refuses a payment made for another provider order',
    kind: 'validation',
    run: async (w) => {
      const { shopper, capture: body } = await paidOnline(w);
      return capture(shopper, { ...body, razorpay_order_id: 'order_test_0000000000000000' });
    },
    expect: refused(400, CHECKOUT.verificationFailed),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'refuses a payment whose signature does not verify',
    kind: 'validation',
    only: {
      backend: 'server',
      because:
        "the mocks cannot check the provider's signature: stories' payment double has no key",
    },
    run: async (w) => {
      const { shopper, capture: body } = await paidOnline(w);
      return capture(shopper, { ...body, razorpay_signature: 'forged' });
    },
    expect: refused(400, CHECKOUT.verificationFailed),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'answers 404 for an order that is not there',
    kind: 'not found',
    run: async (w) => {
      const { shopper, capture: body } = await paidOnline(w);
      return capture(shopper, { ...body, orderData: { ...body.orderData, orderId: UNKNOWN_ID } });
    },
    expect: refused(404, MESSAGES.notFound),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: "answers another shopper's order like a missing one",
    kind: "other user's",
    run: async (w) => {
      const { capture: body } = await paidOnline(w);
      return capture(await w.shopper('Someone Else'), body);
    },
    expect: refused(404, MESSAGES.notFound),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'refuses a cash order',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const { payload, created } = await w.order(shopper, 'cod');
      const online = await w.order(shopper, 'online');
      const payment = await w.pay(online.created.razorpayOrderId);
      return capture(shopper, buildCapturePayload(payment, payload, created));
    },
    expect: refused(400, MESSAGES.notOnline),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'answers the same capture again, and refuses another payment for a paid order',
    kind: 'conflict',
    run: async (w) => {
      const { shopper, capture: body } = await paidOnline(w);
      await capture(shopper, body);
      const again = await capture(shopper, body);
      if (again.status !== 200) throw new Error(`the same capture again: ${again.status}`);
      const other = await w.pay(body.razorpay_order_id);
      return capture(shopper, { ...body, ...other });
    },
    expect: refused(409, MESSAGES.alreadyPaid),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'refuses a payment that comes after the order expired and its units sold',
    kind: 'conflict',
    only: { backend: 'server', because: UNRESERVED },
    run: async (w) => {
      const admin = await w.admin();
      const lastOne = await w.spareProduct(admin, [{ size: 'M', stock: 1 }]);
      const line = { product: lastOne, size: 'M' };
      const late = await w.shopper();
      const payload = await w.checkout(late, 'online', line);
      const created = (await create(late, payload)).body;
      w.later(RESERVATION_MS + 1000);
      // Straight to the order: the unit is held until an order finds it expired.
      const quick = await w.shopper('Quick Buyer');
      const sold = await create(quick, {
        ...payload,
        userId: quick.user.id,
        addressInfo: toOrderAddress(await w.address(quick)),
        paymentMethod: 'cod',
      });
      if (sold.status !== 201) throw new Error(`the freed unit did not sell: ${sold.status}`);
      const payment = await w.pay(created.razorpayOrderId);
      return capture(late, buildCapturePayload(payment, payload, created));
    },
    expect: refused(409, MESSAGES.expiredSoldOut),
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'extension 3: finds the order by the provider order id when orderData has no orderId',
    kind: 'extension',
    run: async (w) => {
      const { shopper, payload, payment } = await paidOnline(w);
      return capture(shopper, { ...payment, orderData: payload });
    },
    expect: { status: 200, message: MESSAGES.captured, shape: withMessageAndData(ORDER) },
  },
  {
    endpoint: 'POST /api/shop/order/capture',
    name: 'a guest is asked to sign in',
    kind: 'guest',
    run: (w) => w.guest().request('POST', '/api/shop/order/capture', { json: {} }),
    expect: refused(401, common.unauthorised),
  },

  {
    endpoint: 'GET /api/shop/order/list/:userId',
    name: "lists the shopper's orders",
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      await w.order(shopper, 'cod');
      return shopper.session.request('GET', `/api/shop/order/list/${shopper.user.id}`);
    },
    expect: { status: 200, shape: withData([ORDER]) },
  },
  ...accessCases('GET /api/shop/order/list/:userId', 'owner', (_w, owner) => ({
    method: 'GET',
    path: `/api/shop/order/list/${owner.user.id}`,
  })),

  {
    endpoint: 'GET /api/shop/order/details/:id',
    name: 'gives one of the shopper’s orders',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const { created } = await w.order(shopper, 'cod');
      return shopper.session.request('GET', `/api/shop/order/details/${created.orderId}`);
    },
    expect: { status: 200, shape: withData(ORDER) },
  },
  {
    endpoint: 'GET /api/shop/order/details/:id',
    name: "answers another shopper's order like a missing one",
    kind: "other user's",
    run: async (w) => {
      const { created } = await w.order(await w.shopper(), 'cod');
      return (await w.shopper('Someone Else')).session.request(
        'GET',
        `/api/shop/order/details/${created.orderId}`,
      );
    },
    expect: refused(404, MESSAGES.notFound),
  },
  {
    endpoint: 'GET /api/shop/order/details/:id',
    name: 'gives the admin any order',
    kind: 'success',
    run: async (w) => {
      const { created } = await w.order(await w.shopper(), 'cod');
      return (await w.admin()).request('GET', `/api/shop/order/details/${created.orderId}`);
    },
    expect: { status: 200, shape: withData(ORDER) },
  },
  {
    endpoint: 'GET /api/shop/order/details/:id',
    name: 'answers 404 for an unknown order',
    kind: 'not found',
    run: async (w) =>
      (await w.shopper()).session.request('GET', `/api/shop/order/details/${UNKNOWN_ID}`),
    expect: refused(404, MESSAGES.notFound),
  },
  {
    endpoint: 'GET /api/shop/order/details/:id',
    name: 'a guest is asked to sign in',
    kind: 'guest',
    run: (w) => w.guest().request('GET', `/api/shop/order/details/${UNKNOWN_ID}`),
    expect: refused(401, common.unauthorised),
  },
];
