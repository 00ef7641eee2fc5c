import type { Product } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '../../messages';
import type { TestPaymentProvider } from '../../payments/testProvider';
import { createTestServer, type TestServer } from '../../test/harness';

/**
 * Issue 38 beyond the contract suite: what each mail says, that an event never mails twice,
 * and a refund the provider refused being retried by the upkeep.
 */
let t: TestServer;
let product: Product;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
  const { client } = await t.admin();
  product = (
    await client.post('/api/admin/products/add', {
      image: 'https://img.example/x.png',
      title: 'Linen Kurta',
      description: 'Soft',
      category: 'men',
      brand: 'zara',
      price: 1200,
      salePrice: 999,
      totalStock: 0,
      sizes: [{ size: 'L', stock: 20 }],
    })
  ).body.data;
});
afterAll(() => t.close());

const provider = () => t.deps.payments as TestPaymentProvider;

async function order(method: 'cod' | 'online', quantity = 2) {
  const s = await t.newShopper('Asha');
  const { _id: addressId } = await t.addAddress(s.client, s.user.id);
  const created = await s.client.post('/api/shop/order/create', {
    userId: s.user.id,
    cartItems: [{ productId: product._id, selectedSize: 'L', quantity }],
    addressInfo: { addressId },
    paymentMethod: method,
  });
  expect(created.status).toBe(201);
  return { ...s, orderId: created.body.orderId as string, created: created.body };
}

async function payAndCapture(o: Awaited<ReturnType<typeof order>>) {
  const ids = provider().pay(o.created.razorpayOrderId);
  if (!ids) throw new Error('the test provider did not pay');
  const capture = await o.client.post('/api/shop/order/capture', {
    ...ids,
    orderData: { orderId: o.orderId },
  });
  expect(capture.status).toBe(200);
  return ids;
}

const subjects = async (to: string) => (await t.mails(to)).map((mail) => mail.subject);

describe('order mails', () => {
  it('tells a cash order with its items and sizes, address, method, fee and total', async () => {
    const o = await order('cod');
    const [placed] = await t.mails(o.user.email);
    expect(placed?.subject).toBe(`Your Atelier order #${o.orderId.slice(-6)} is placed`);
    for (const line of [
      'Hello Asha,',
      'Linen Kurta (Size L) × 2 — ₹1,998.00',
      'Payment method: Cash on delivery',
      'Cash Handling Fee: ₹60.00',
      'Total: ₹2,058.00',
      '1 Test Street, Pune 411001',
    ]) {
      expect(placed?.text).toContain(line);
      expect(placed?.html).toContain(line);
    }
    expect(placed?.text).toContain('View your order: http://shop.test/shop/account');
    expect(placed?.html).toContain('href="http://shop.test/shop/account"');
  });

  it('tells an online order once it is paid, and once only however often it is settled', async () => {
    const o = await order('online', 1);
    expect(await subjects(o.user.email)).toEqual([]);
    const ids = await payAndCapture(o);
    // The provider's webhook for the same payment arrives too.
    const hook = provider().webhook({
      event: 'payment.captured',
      orderId: o.created.razorpayOrderId,
      paymentId: ids.razorpay_payment_id,
      amount: 99900,
    });
    await t.client().request('POST', '/api/payments/webhook', hook.body, {
      'x-razorpay-signature': hook.signature,
    });
    const mails = await t.mails(o.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Atelier order #${o.orderId.slice(-6)} is placed`,
    ]);
    expect(mails[0]?.text).toContain('Paid by card.');
    expect(mails[0]?.text).not.toContain('Cash Handling Fee');
  });

  it('does not mail again when an admin sets the status an order already has', async () => {
    const o = await order('cod', 1);
    const { client } = await t.admin();
    await client.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'delivered' });
    await client.put(`/api/admin/orders/update/${o.orderId}`, { orderStatus: 'delivered' });
    const delivered = `Your Atelier order #${o.orderId.slice(-6)} is delivered`;
    expect((await subjects(o.user.email)).filter((s) => s === delivered)).toHaveLength(1);
    const details = await client.get(`/api/admin/orders/details/${o.orderId}`);
    expect(details.body.data.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'status',
    ]);
  });
});

describe('refunds', () => {
  it('keeps a refund the provider refused due, and the upkeep refunds it once', async () => {
    const o = await order('online', 1);
    const ids = await payAndCapture(o);
    provider().refusing = true;
    const cancelled = await o.client.post(`/api/shop/order/cancel/${o.orderId}`, {
      reason: 'Found a better price elsewhere',
    });
    provider().refusing = false;
    expect(cancelled.body.message).toBe(ORDERS.cancelledRefundDue);
    expect(cancelled.body.data.paymentStatus).toBe('refundDue');

    await t.deps.services.maintain();
    await t.deps.services.maintain();
    expect(provider().refunds.get(ids.razorpay_payment_id)?.amount).toBe(99900);
    const details = await o.client.get(`/api/shop/order/details/${o.orderId}`);
    expect(details.body.data.paymentStatus).toBe('refunded');
    const refunded = `Your refund for Atelier order #${o.orderId.slice(-6)}`;
    expect((await subjects(o.user.email)).filter((s) => s === refunded)).toHaveLength(1);
    const cancelledMail = (await t.mails(o.user.email)).find((m) =>
      m.subject.includes('cancelled'),
    );
    expect(cancelledMail?.text).toContain('Reason: Found a better price elsewhere');
    expect(cancelledMail?.text).toContain('refund ₹999.00 to your card');
  });

  it('refunds a payment that arrives after its shopper cancelled the order', async () => {
    const o = await order('online', 1);
    const cancelled = await o.client.post(`/api/shop/order/cancel/${o.orderId}`, {
      reason: 'Ordered by mistake',
    });
    expect(cancelled.status).toBe(200);
    const ids = provider().pay(o.created.razorpayOrderId);
    const capture = await o.client.post('/api/shop/order/capture', {
      ...ids,
      orderData: { orderId: o.orderId },
    });
    expect(capture.body).toEqual({ success: false, message: ORDERS.cancelledBeforePayment });
    expect(provider().refunds.has(ids?.razorpay_payment_id ?? '')).toBe(true);
  });
});

describe('bulk status changes', () => {
  const stockOfL = async () => {
    const res = await t.client().get(`/api/shop/products/get/${product._id}`);
    return (res.body.data as Product).sizes.find((size) => size.size === 'L')?.stock;
  };

  it('leaves an order that failed midway exactly as it was, and changes the others', async () => {
    const [a, b, c] = [await order('cod', 1), await order('cod', 1), await order('cod', 1)];
    const stock = await stockOfL();
    // The outbox fails inside b's transaction, after its status, stock and event were written.
    const { mail } = t.deps;
    const enqueue = mail.enqueue;
    mail.enqueue = async (tx, queued) => {
      if (queued.to === b.user.email) throw new Error('outbox unavailable');
      return enqueue.call(mail, tx, queued);
    };
    const { client } = await t.admin();
    const reply = await client.put('/api/admin/orders/bulk-status', {
      orderIds: [a.orderId, b.orderId, c.orderId],
      orderStatus: 'rejected',
      reason: 'Out of season',
    });
    mail.enqueue = enqueue;

    expect(reply.body.data).toEqual({
      updated: [a.orderId, c.orderId],
      failed: [{ orderId: b.orderId, message: ORDERS.unexpected }],
    });
    // a's and c's units are back on the shelf; b's are not.
    expect(await stockOfL()).toBe((stock ?? 0) + 2);
    const details = async (id: string) =>
      (await client.get(`/api/admin/orders/details/${id}`)).body.data as {
        orderStatus: string;
        timeline: Array<{ kind: string }>;
      };
    const untouched = await details(b.orderId);
    expect(untouched.orderStatus).toBe('pending');
    expect(untouched.timeline.map((event) => event.kind)).toEqual(['placed']);
    for (const changed of [a, c]) {
      const after = await details(changed.orderId);
      expect(after.orderStatus).toBe('rejected');
      expect(after.timeline.filter((event) => event.kind === 'status')).toHaveLength(1);
      const rejected = `Your Atelier order #${changed.orderId.slice(-6)} could not be accepted`;
      expect(await subjects(changed.user.email)).toContain(rejected);
    }
    expect((await subjects(b.user.email)).some((s) => s.includes('could not be accepted'))).toBe(
      false,
    );
  });
});
