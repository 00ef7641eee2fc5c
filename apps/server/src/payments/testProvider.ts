import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { isValidSignature, paymentSignature } from './signature';
import { isValidWebhookSignature, parseWebhook, webhookBody, webhookSignature } from './webhook';

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Completes a payment the way the provider's servers would, returning the handler's ids. */
  pay(
    orderId: string,
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | null;
  /**
   * A webhook delivery as the provider's servers would send it, signed with the same secret:
   * the raw body and its signature header.
   */
  webhook(input: { event: string; orderId: string; paymentId: string; amount: number }): {
    body: string;
    signature: string;
  };
  /** The refunds made, by payment id (amount in paise), as the provider's dashboard lists them. */
  readonly refunds: ReadonlyMap<string, { id: string; amount: number }>;
  /** While true, refunds fail as if the provider were down (to test retries). */
  refusing: boolean;
}

const TEST_ORDER_ID = /^order_test_[0-9a-f]{16}$/;

/**
 * Stands in for Razorpay without the internet: payments are signed
 * with a local secret exactly as Razorpay signs them, so capture runs the real verification.
 */
export function createTestProvider(secret: string): TestPaymentProvider {
  const refunds = new Map<string, { id: string; amount: number }>();
  return {
    refunds,
    refusing: false,
    async refund({ paymentId, amount }) {
      if (this.refusing) throw new Error('test provider refusing refunds');
      // Like the real provider, a payment is refunded once: a second full refund is refused.
      if (refunds.has(paymentId)) throw new Error(`payment ${paymentId} is already refunded`);
      const refund = { id: `rfnd_test_${randomBytes(8).toString('hex')}`, amount };
      refunds.set(paymentId, refund);
      return { id: refund.id };
    },
    name: 'test',
    keyId: 'rzp_test_atelier',
    async createOrder({ amount, currency }) {
      return { id: `order_test_${randomBytes(8).toString('hex')}`, amount, currency };
    },
    verifyPayment: ({ orderId, paymentId, signature }) =>
      isValidSignature(orderId, paymentId, signature, secret),
    verifyWebhook: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, secret),
    parseWebhook,
    webhook({ event, orderId, paymentId, amount }) {
      const body = webhookBody(event, orderId, paymentId, amount);
      return { body, signature: webhookSignature(body, secret) };
    },
    pay(orderId) {
      // Capture still checks the id against the order the server stored; this only checks form.
      if (!TEST_ORDER_ID.test(orderId)) return null;
      const paymentId = `pay_test_${randomBytes(8).toString('hex')}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(orderId, paymentId, secret),
      };
    },
  };
}
