import type { PaymentProvider } from './provider';
import { isValidSignature } from './signature';
import { isValidWebhookSignature, parseWebhook } from './webhook';

const API = 'https://api.razorpay.com/v1';

interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** `webhookSecret` is the one set on the webhook in Razorpay's dashboard; without it webhooks are refused. */
export function createRazorpayProvider(
  keyId: string,
  keySecret: string,
  webhookSecret = '',
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId,
    async createOrder({ amount, currency, receipt }) {
      const response = await fetchImpl(`${API}/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount, currency, receipt }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        throw new Error(`Razorpay order creation failed with status ${response.status}`);
      }
      const order = (await response.json()) as RazorpayOrder;
      return { id: order.id, amount: order.amount, currency: order.currency };
    },
    async refund({ paymentId, amount }) {
      const response = await fetchImpl(`${API}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Razorpay refund failed with status ${response.status}`);
      const refund = (await response.json()) as { id: string };
      return { id: refund.id };
    },
    verifyPayment: ({ orderId, paymentId, signature }) =>
      isValidSignature(orderId, paymentId, signature, keySecret),
    verifyWebhook: (rawBody, signature) =>
      isValidWebhookSignature(rawBody, signature, webhookSecret),
    parseWebhook,
  };
}
