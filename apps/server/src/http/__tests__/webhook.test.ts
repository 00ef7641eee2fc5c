import type { Product } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestServer, type TestServer } from '../../test/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 4 });
});
afterAll(() => t.close());

/** An online order of one unit whose shopper then never returns from the payment window. */
async function unpaidOrder() {
  const s = await t.newShopper('Walkaway');
  const addressId = (await t.addAddress(s.client, s.user.id))._id;
  const product = (await t.client().get(`/api/shop/products/get/${t.seeded.productIds[0]}`)).body
    .data as Product;
  const line = {
    productId: product._id,
    selectedSize: product.sizes.find((size) => size.stock > 2)?.size,
    quantity: 1,
  };
  await s.client.post('/api/shop/cart/add', { ...line, userId: s.user.id });
  const created = await s.client.post('/api/shop/order/create', {
    userId: s.user.id,
    cartItems: [line],
    addressInfo: { addressId },
    paymentMethod: 'online',
  });
  expect(created.status).toBe(201);
  return {
    ...s,
    orderId: created.body.orderId as string,
    providerOrderId: created.body.razorpayOrderId as string,
  };
}

/** What the provider's servers would post: the test provider signs it like Razorpay does. */
async function delivery(providerOrderId: string, event: string, paymentId: string) {
  const res = await t.client().post('/api/payments/test/webhook-event', {
    event,
    order_id: providerOrderId,
    payment_id: paymentId,
  });
  expect(res.status).toBe(200);
  return res.body.data as { body: string; signature: string };
}

const deliver = (c: Client, d: { body: string; signature: string }) =>
  c.request('POST', '/api/payments/webhook', d.body, {
    'content-type': 'application/json',
    'x-razorpay-signature': d.signature,
  });

const orderOf = async (s: { client: Client }, orderId: string) =>
  (await s.client.get(`/api/shop/order/details/${orderId}`)).body.data;

describe('payment webhook', () => {
  it('confirms a paid order whose shopper never came back, once, however often it is delivered', async () => {
    const s = await unpaidOrder();
    const paid = await delivery(s.providerOrderId, 'order.paid', 'pay_hook_1');
    for (let i = 0; i < 3; i += 1) {
      const res = await deliver(t.client(), paid);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    }
    expect(await orderOf(s, s.orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: 'pay_hook_1',
    });
    expect((await s.client.get(`/api/shop/cart/get/${s.user.id}`)).body.data.items).toEqual([]);
  });

  it('never moves a paid order back: a late failure event changes nothing', async () => {
    const s = await unpaidOrder();
    await deliver(t.client(), await delivery(s.providerOrderId, 'payment.captured', 'pay_hook_2'));
    const failed = await delivery(s.providerOrderId, 'payment.failed', 'pay_hook_0');
    expect((await deliver(t.client(), failed)).status).toBe(200);
    expect(await orderOf(s, s.orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentId: 'pay_hook_2',
    });
    // The failure first and the success later (out of order) ends paid too.
    const other = await unpaidOrder();
    await deliver(t.client(), await delivery(other.providerOrderId, 'payment.failed', 'pay_x'));
    expect((await orderOf(other, other.orderId)).paymentStatus).toBe('pending');
    await deliver(t.client(), await delivery(other.providerOrderId, 'order.paid', 'pay_y'));
    expect((await orderOf(other, other.orderId)).paymentStatus).toBe('paid');
  });

  it('and the browser returning after the webhook is fine', async () => {
    const s = await unpaidOrder();
    const ids = (await s.client.post('/api/payments/test/pay', { order_id: s.providerOrderId }))
      .body;
    await deliver(
      t.client(),
      await delivery(s.providerOrderId, 'order.paid', ids.razorpay_payment_id),
    );
    const capture = await s.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: s.orderId },
    });
    expect(capture.status).toBe(200);
    expect(capture.body.data.paymentId).toBe(ids.razorpay_payment_id);
  });

  it('checks the signature over the raw body exactly as sent', async () => {
    const s = await unpaidOrder();
    const paid = await delivery(s.providerOrderId, 'order.paid', 'pay_hook_3');
    const forged = await deliver(t.client(), { ...paid, signature: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    // The same JSON re-serialised with other whitespace is another body.
    const reformatted = JSON.stringify(JSON.parse(paid.body), null, 1);
    expect((await deliver(t.client(), { ...paid, body: reformatted })).status).toBe(400);
    expect((await deliver(t.client(), { body: paid.body, signature: '' })).status).toBe(400);
    expect((await orderOf(s, s.orderId)).paymentStatus).toBe('pending');
  });
});
