import type { RazorpayConstructor } from './razorpay';

/** The card provider's hosted checkout script. */
export const DEFAULT_PAYMENT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

// One load per URL for the page's lifetime, so remounting the checkout never injects twice.
const pending = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the provider's checkout script once and resolves with `window.Razorpay`. When the global
 * already exists (the script is on the page, or a story installed a test double) nothing is
 * injected. A failed load is forgotten so a later call may try again.
 */
export function loadPaymentScript(
  url: string = DEFAULT_PAYMENT_SCRIPT_URL,
): Promise<RazorpayConstructor> {
  if (typeof window === 'undefined') {
    return Promise.reject(new Error('The payment script can only load in a browser.'));
  }
  const existing = window.Razorpay;
  if (existing) return Promise.resolve(existing);
  const inFlight = pending.get(url);
  if (inFlight) return inFlight;

  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const fail = (reason: string) => {
      pending.delete(url);
      script.remove();
      reject(new Error(reason));
    };
    script.addEventListener('load', () => {
      // A URL that answers with something other than the checkout script still "loads".
      if (window.Razorpay) resolve(window.Razorpay);
      else fail(`${url} loaded but did not define window.Razorpay`);
    });
    script.addEventListener('error', () => fail(`Failed to load ${url}`));
    document.head.appendChild(script);
  });
  pending.set(url, promise);
  return promise;
}
