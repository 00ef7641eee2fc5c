import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createRazorpayProvider } from './razorpay';
import { isValidSignature, paymentSignature } from './signature';
import { createTestProvider } from './testProvider';

describe('payment signatures', () => {
  it('is the HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const expected = createHmac('sha256', 'secret').update('order_1|pay_1').digest('hex');
    expect(paymentSignature('order_1', 'pay_1', 'secret')).toBe(expected);
    expect(isValidSignature('order_1', 'pay_1', expected, 'secret')).toBe(true);
    expect(isValidSignature('order_1', 'pay_2', expected, 'secret')).toBe(false);
    expect(isValidSignature('order_1', 'pay_1', expected, 'other')).toBe(false);
    expect(isValidSignature('order_1', 'pay_1', 'zz', 'secret')).toBe(false);
  });

  it('the test provider signs like Razorpay', async () => {
    const provider = createTestProvider('s3cret');
    const order = await provider.createOrder({ amount: 12_300, currency: 'INR', receipt: 'r' });
    expect(order).toMatchObject({ amount: 12_300, currency: 'INR' });
    const ids = provider.pay(order.id);
    expect(ids).not.toBeNull();
    if (!ids) return;
    expect(
      provider.verifyPayment({
        orderId: order.id,
        paymentId: ids.razorpay_payment_id,
        signature: ids.razorpay_signature,
      }),
    ).toBe(true);
  });
});

describe('razorpay provider', () => {
  it('creates orders through the REST API with basic auth and verifies with the secret', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'order_live_1', amount: 5000, currency: 'INR' }), {
          status: 200,
        }),
    );
    const provider = createRazorpayProvider(
      'rzp_key',
      'rzp_secret',
      'hook_secret',
      fetchMock as unknown as typeof fetch,
    );
    const order = await provider.createOrder({ amount: 5000, currency: 'INR', receipt: 'o1' });
    expect(order).toEqual({ id: 'order_live_1', amount: 5000, currency: 'INR' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.razorpay.com/v1/orders');
    expect((init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('rzp_key:rzp_secret').toString('base64')}`,
    );
    expect(JSON.parse(String(init.body))).toEqual({ amount: 5000, currency: 'INR', receipt: 'o1' });
    const signature = paymentSignature('order_live_1', 'pay_9', 'rzp_secret');
    expect(provider.verifyPayment({ orderId: 'order_live_1', paymentId: 'pay_9', signature })).toBe(
      true,
    );
  });

  it('fails loudly when Razorpay refuses', async () => {
    const provider = createRazorpayProvider(
      'k',
      's',
      '',
      (async () => new Response('{}', { status: 401 })) as typeof fetch,
    );
    await expect(
      provider.createOrder({ amount: 1, currency: 'INR', receipt: 'r' }),
    ).rejects.toThrow(/401/);
  });
});
