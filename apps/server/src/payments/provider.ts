import type { WebhookEvent } from './webhook';

export interface ProviderOrder {
  /** The provider's order id, handed to the checkout window. */
  id: string;
  /** Smallest currency unit (paise for INR). */
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Public key the checkout window is opened with. */
  readonly keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<ProviderOrder>;
  /** True when the signature proves the provider completed this payment for this order. */
  verifyPayment(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /**
   * Returns `amount` (smallest unit) of a captured payment to the payer: the provider's refund
   * id. Throws when the provider refuses or cannot be reached; the order then stays refund-due
   * and the upkeep tries again.
   */
  refund(input: { paymentId: string; amount: number }): Promise<{ id: string }>;
  /** True when the webhook signature matches the raw body exactly as received. */
  verifyWebhook(rawBody: string, signature: string): boolean;
  /** What a verified webhook says, or null when it cannot be read. */
  parseWebhook(rawBody: string): WebhookEvent | null;
}
