import { CHECKOUT } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { type CheckoutReadiness, checkoutBlocker } from './checkoutBlocker';

const ready: CheckoutReadiness = {
  itemCount: 2,
  hasAddress: true,
  paymentMethod: 'online',
  paymentScript: 'ready',
};

describe('checkoutBlocker', () => {
  it('lets a complete online order through once the payment script is ready', () => {
    expect(checkoutBlocker(ready)).toBeNull();
  });

  it('checks the cart first, then the address', () => {
    expect(checkoutBlocker({ ...ready, itemCount: 0, hasAddress: false })).toBe(CHECKOUT.emptyCart);
    expect(checkoutBlocker({ ...ready, hasAddress: false, paymentScript: 'error' })).toBe(
      CHECKOUT.noAddress,
    );
  });

  it('holds online orders while the payment script loads or after it failed', () => {
    expect(checkoutBlocker({ ...ready, paymentScript: 'loading' })).toBe(CHECKOUT.paymentLoading);
    expect(checkoutBlocker({ ...ready, paymentScript: 'idle' })).toBe(CHECKOUT.paymentLoading);
    expect(checkoutBlocker({ ...ready, paymentScript: 'error' })).toBe(CHECKOUT.paymentLoadFailed);
  });

  it('ignores the payment script for cash on delivery', () => {
    expect(checkoutBlocker({ ...ready, paymentMethod: 'cod', paymentScript: 'error' })).toBeNull();
  });
});
