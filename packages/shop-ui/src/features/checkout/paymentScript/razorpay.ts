import type { PaymentIdentifiers } from '@atelier/api-client';

/**
 * The slice of the card provider's browser checkout (Razorpay Checkout) that the shop uses.
 * Typed here so the rest of the code never touches an untyped global.
 */

/** What the payment window hands to `handler` once the shopper has paid. */
export type RazorpaySuccessResponse = PaymentIdentifiers;

/** What the payment window reports through `payment.failed`. */
export interface RazorpayFailureResponse {
  error: {
    code?: string;
    /** A sentence fit to show the shopper, e.g. "Your card was declined". */
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  /** The merchant's public key id. */
  key: string;
  /** The provider's order id from the create-order response. */
  order_id: string;
  /** Amount in the smallest currency unit (paise for INR). */
  amount: number;
  currency: string;
  /** Merchant name shown in the window. */
  name: string;
  description?: string;
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void };
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Installed by the provider's checkout script (or by a test double). */
    Razorpay?: RazorpayConstructor;
  }
}
