import { CHECKOUT, type PaymentMethod } from '@atelier/api-client';
import type { PaymentScriptStatus } from '../paymentScript';

export interface CheckoutReadiness {
  itemCount: number;
  hasAddress: boolean;
  paymentMethod: PaymentMethod;
  paymentScript: PaymentScriptStatus;
}

/** Why the order cannot be placed yet, in the order the spec checks; null when it can. */
export function checkoutBlocker({
  itemCount,
  hasAddress,
  paymentMethod,
  paymentScript,
}: CheckoutReadiness): string | null {
  if (itemCount === 0) return CHECKOUT.emptyCart;
  if (!hasAddress) return CHECKOUT.noAddress;
  if (paymentMethod === 'online') {
    if (paymentScript === 'error') return CHECKOUT.paymentLoadFailed;
    if (paymentScript !== 'ready') return CHECKOUT.paymentLoading;
  }
  return null;
}
