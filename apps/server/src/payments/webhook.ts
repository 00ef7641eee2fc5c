import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function webhookSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function isValidWebhookSignature(rawBody: string, signature: string, secret: string) {
  if (!secret || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export type WebhookEvent =
  | { type: 'paid' | 'failed'; providerOrderId: string; paymentId: string; name: string }
  | { type: 'other'; name: string };

/** Events that mean the money is taken; `payment.authorized` alone is not yet a payment. */
const PAID = new Set(['order.paid', 'payment.captured']);

/** Reads the fields Atelier acts on from a Razorpay webhook body (already verified). */
export function parseWebhook(rawBody: string): WebhookEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const event = body as {
    event?: unknown;
    payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown } } };
  };
  const name = typeof event?.event === 'string' ? event.event : '';
  const payment = event?.payload?.payment?.entity;
  const type = PAID.has(name) ? 'paid' : name === 'payment.failed' ? 'failed' : 'other';
  if (type === 'other') return { type, name };
  if (typeof payment?.id !== 'string' || typeof payment.order_id !== 'string') return null;
  return { type, name, providerOrderId: payment.order_id, paymentId: payment.id };
}

/** A webhook body shaped like Razorpay's, for the test provider. */
export function webhookBody(
  name: string,
  providerOrderId: string,
  paymentId: string,
  amount: number,
): string {
  return JSON.stringify({
    entity: 'event',
    event: name,
    contains: ['payment', 'order'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: name === 'payment.failed' ? 'failed' : 'captured',
          order_id: providerOrderId,
        },
      },
      order: { entity: { id: providerOrderId, entity: 'order', amount, status: 'paid' } },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}
