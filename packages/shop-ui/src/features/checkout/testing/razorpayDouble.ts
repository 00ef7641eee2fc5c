import type {
  RazorpayConstructor,
  RazorpayFailureResponse,
  RazorpayInstance,
  RazorpayOptions,
} from '../paymentScript';

/**
 * How the fake payment window ends: the shopper pays, the card is declined, the window is
 * closed, or the payment comes back signed for another order (so the server refuses it).
 */
export type RazorpayOutcome = 'success' | 'failure' | 'dismiss' | 'forged';

export interface RazorpayDoubleOptions {
  outcome: RazorpayOutcome;
  /** The provider's failure text for 'failure'; leave out to test the shop's default. */
  failureDescription?: string;
  /** How long the window "stays open", so the processing state can be seen. */
  delayMs?: number;
}

export interface RazorpayDouble {
  /** The options of every payment window opened, oldest first. */
  readonly opened: RazorpayOptions[];
  /** Puts back whatever `window.Razorpay` was before. */
  uninstall: () => void;
}

/**
 * Installs a stand-in for the provider's checkout as `window.Razorpay`, so stories and tests
 * run the online payment path without loading the real script. `loadPaymentScript` sees the
 * global and injects nothing.
 */
export function installRazorpayDouble({
  outcome,
  failureDescription,
  delayMs = 50,
}: RazorpayDoubleOptions): RazorpayDouble {
  const opened: RazorpayOptions[] = [];
  const previous = window.Razorpay;

  class FakeRazorpay implements RazorpayInstance {
    private readonly failureListeners: Array<(response: RazorpayFailureResponse) => void> = [];

    constructor(private readonly options: RazorpayOptions) {}

    on(_event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void) {
      this.failureListeners.push(listener);
    }

    open() {
      opened.push(this.options);
      setTimeout(() => this.finish(), delayMs);
    }

    private finish() {
      const { options } = this;
      switch (outcome) {
        case 'success':
        case 'forged':
          options.handler({
            razorpay_order_id: outcome === 'success' ? options.order_id : 'order_forged0000',
            razorpay_payment_id: 'pay_TestDouble0001',
            razorpay_signature: 'test-double-signature',
          });
          break;
        case 'failure':
          for (const listener of this.failureListeners) {
            listener({
              error: { code: 'BAD_REQUEST_ERROR', description: failureDescription },
            });
          }
          break;
        case 'dismiss':
          options.modal?.ondismiss?.();
          break;
      }
    }
  }

  window.Razorpay = FakeRazorpay satisfies RazorpayConstructor;
  return {
    opened,
    uninstall: () => {
      if (previous) window.Razorpay = previous;
      else delete window.Razorpay;
    },
  };
}

/** Removes `window.Razorpay` so the real script loader runs; returns a function that restores it. */
export function removeRazorpay(): () => void {
  const previous = window.Razorpay;
  delete window.Razorpay;
  return () => {
    if (previous) window.Razorpay = previous;
  };
}
