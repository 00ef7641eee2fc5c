import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function isValidSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(paymentSignature(orderId, paymentId, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
