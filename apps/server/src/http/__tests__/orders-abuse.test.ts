import type { Product } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../../messages';
import { type Client, createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
});
afterAll(() => t.close());

const RESERVATION_MS = 15 * 60 * 1000;

/** A fresh product with one size M holding `stock` units. */
async function limitedProduct(stock: number): Promise<Product> {
  const { client } = await t.admin();
  const res = await client.post('/api/admin/products/add', {
    image: 'https://img.example/x.png',
    title: 'Limited Tee',
    description: 'Few made',
    category: 'men',
    brand: 'nike',
    price: 1000,
    salePrice: 0,
    totalStock: 0,
    sizes: [{ size: 'M', stock }],
  });
  return res.body.data;
}

async function buyer() {
  const s = await t.newShopper('Buyer');
  return { ...s, addressId: (await t.addAddress(s.client, s.user.id))._id };
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

const create = (
  b: Buyer,
  productId: string,
  quantity: number,
  paymentMethod: 'cod' | 'online',
  headers: Record<string, string> = {},
) =>
  b.client.post(
    '/api/shop/order/create',
    {
      userId: b.user.id,
      cartId: '',
      cartItems: [{ productId, selectedSize: 'M', quantity }],
      addressInfo: { addressId: b.addressId },
      paymentMethod,
      totalAmount: 0,
    },
    headers,
  );

const stockOf = async (productId: string) =>
  (await t.client().get(`/api/shop/products/get/${productId}`)).body.data.sizes[0].stock as number;

const orderCount = async (userId: string) =>
  (await t.db.query('SELECT id FROM orders WHERE user_id = $1', [userId])).length;

async function pay(c: Client, razorpayOrderId: string) {
  return (await c.post('/api/payments/test/pay', { order_id: razorpayOrderId })).body as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

describe('stock reservations of unpaid online orders', () => {
  it('expire after 15 minutes and give their units back', async () => {
    const p = await limitedProduct(2);
    const a = await buyer();
    const b = await buyer();
    expect((await create(a, p._id, 2, 'online')).status).toBe(201);
    expect(await stockOf(p._id)).toBe(0);
    expect((await create(b, p._id, 1, 'cod')).status).toBe(409);
    t.advance(RESERVATION_MS + 1000);
    const late = await create(b, p._id, 1, 'cod');
    expect(late.status).toBe(201);
    expect(await stockOf(p._id)).toBe(1);
    const [expired] = (await a.client.get(`/api/shop/order/list/${a.user.id}`)).body.data;
    expect(expired).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'expired' });
  });

  it('a payment after expiry takes the units again when they are still there', async () => {
    const p = await limitedProduct(3);
    const a = await buyer();
    const created = await create(a, p._id, 2, 'online');
    t.advance(RESERVATION_MS + 1000);
    await t.deps.services.maintain();
    expect(await stockOf(p._id)).toBe(3);
    const ids = await pay(a.client, created.body.razorpayOrderId);
    const capture = await a.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: created.body.orderId },
    });
    expect(capture.status).toBe(200);
    expect(capture.body.data).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(await stockOf(p._id)).toBe(1);
  });

  it('a payment after expiry fails cleanly when the units sold meanwhile', async () => {
    const p = await limitedProduct(2);
    const a = await buyer();
    const b = await buyer();
    const created = await create(a, p._id, 2, 'online');
    t.advance(RESERVATION_MS + 1000);
    expect((await create(b, p._id, 1, 'cod')).status).toBe(201);
    const ids = await pay(a.client, created.body.razorpayOrderId);
    const capture = await a.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: created.body.orderId },
    });
    expect(capture.status).toBe(409);
    expect(capture.body).toEqual({ success: false, message: ORDERS.expiredSoldOut });
    expect(await stockOf(p._id)).toBe(1);
    const details = await a.client.get(`/api/shop/order/details/${created.body.orderId}`);
    // The money is sent back through the provider at once, and the timeline says so.
    expect(details.body.data).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      paymentId: ids.razorpay_payment_id,
    });
    expect(details.body.data.timeline.map((e: { kind: string }) => e.kind).slice(-2)).toEqual([
      'refundDue',
      'refunded',
    ]);
  });

  it('a shopper may hold at most 3 unpaid online orders', async () => {
    const p = await limitedProduct(50);
    const a = await buyer();
    const first = await create(a, p._id, 1, 'online');
    expect((await create(a, p._id, 2, 'online')).status).toBe(201);
    expect((await create(a, p._id, 3, 'online')).status).toBe(201);
    const fourth = await create(a, p._id, 4, 'online');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(ORDERS.tooManyUnpaid(3));
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(60);
    // Cash orders are not held for payment, so they are not capped.
    expect((await create(a, p._id, 1, 'cod')).status).toBe(201);
    const ids = await pay(a.client, first.body.razorpayOrderId);
    await a.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: first.body.orderId },
    });
    expect((await create(a, p._id, 4, 'online')).status).toBe(201);
  });
});

describe('double submit', () => {
  it('two identical creates at once make one order and take stock once', async () => {
    const p = await limitedProduct(10);
    const a = await buyer();
    const [one, two] = await Promise.all([create(a, p._id, 1, 'cod'), create(a, p._id, 1, 'cod')]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one, two].find((r) => r.status === 409)?.body.message).toBe(ORDERS.duplicate);
    expect(await stockOf(p._id)).toBe(9);
    expect(await orderCount(a.user.id)).toBe(1);
    // After the short window the same order may be placed again on purpose.
    t.advance(11_000);
    expect((await create(a, p._id, 1, 'cod')).status).toBe(201);
  });

  it('paying again for the same cart reuses the unpaid online order', async () => {
    const p = await limitedProduct(10);
    const a = await buyer();
    const first = await create(a, p._id, 1, 'online');
    const again = await create(a, p._id, 1, 'online');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await stockOf(p._id)).toBe(9);
  });

  it('an Idempotency-Key replays the first answer and refuses another body', async () => {
    const p = await limitedProduct(10);
    const a = await buyer();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await create(a, p._id, 1, 'online', key);
    expect(first.status).toBe(201);
    t.advance(60_000);
    const replay = await create(a, p._id, 1, 'online', key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await stockOf(p._id)).toBe(9);
    const other = await create(a, p._id, 2, 'online', key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(ORDERS.idempotencyMismatch);
    // Refusals are answers too: an out-of-stock create replays as the same 409.
    const big = { 'idempotency-key': crypto.randomUUID() };
    const refused = await create(a, p._id, 50, 'cod', big);
    expect(refused.status).toBe(409);
    expect(await create(a, p._id, 50, 'cod', big)).toMatchObject({
      status: 409,
      body: refused.body,
    });
    expect((await create(a, p._id, 1, 'cod', { 'idempotency-key': 'bad key' })).status).toBe(400);
    expect(await orderCount(a.user.id)).toBe(1);
  });

  it('the same key sent twice at once creates one order', async () => {
    const p = await limitedProduct(10);
    const a = await buyer();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const results = await Promise.all([
      create(a, p._id, 1, 'cod', key),
      create(a, p._id, 1, 'cod', key),
    ]);
    expect(results.some((r) => r.status === 201)).toBe(true);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await orderCount(a.user.id)).toBe(1);
    expect(await stockOf(p._id)).toBe(9);
  });
});

describe('capture with the order data', () => {
  it('finds the order by the provider order id when orderData has no orderId', async () => {
    const p = await limitedProduct(10);
    const a = await buyer();
    const created = await create(a, p._id, 1, 'online');
    const ids = await pay(a.client, created.body.razorpayOrderId);
    const orderData = {
      userId: a.user.id,
      cartId: '',
      cartItems: [{ productId: p._id, selectedSize: 'M', quantity: 1 }],
      addressInfo: { addressId: a.addressId },
      paymentMethod: 'online',
      totalAmount: 1000,
    };
    const capture = await a.client.post('/api/shop/order/capture', { ...ids, orderData });
    expect(capture.status).toBe(200);
    expect(capture.body.data._id).toBe(created.body.orderId);
    const withId = await a.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { ...orderData, orderId: created.body.orderId },
    });
    expect(withId.status).toBe(200);
    expect(withId.body.data.paymentStatus).toBe('paid');
  });
});
