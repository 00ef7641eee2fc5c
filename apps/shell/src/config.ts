export interface ShellConfig {
  /** Backend origin; '' means the shell's own origin (the dev server proxies /api). */
  apiBaseUrl: string;
  /** Milliseconds before an API call is abandoned; undefined for none, as the spec says. */
  apiTimeoutMs: number | undefined;
  /** The card payment provider's public key id; undefined leaves online payment unconfigured. */
  paymentKeyId: string | undefined;
  /** Where the provider's checkout script is loaded from: an http(s) URL or a same-origin path. */
  paymentScriptUrl: string;
}

/** Razorpay's checkout script, used unless VITE_PAYMENT_SCRIPT_URL says otherwise. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Reads the shell's configuration from build-time environment variables (VITE_*). */
export function readConfig(env: Env): ShellConfig {
  const base = text(env, 'VITE_API_URL');
  const timeout = Number(env.VITE_API_TIMEOUT_MS);
  if (base && !/^https?:\/\//.test(base)) {
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${base}"`);
  }
  const scriptUrl = text(env, 'VITE_PAYMENT_SCRIPT_URL') || RAZORPAY_SCRIPT_URL;
  // A same-origin path ('/api/payments/test/checkout.js') suits the dev proxy; '//' is not one.
  if (!/^https?:\/\//.test(scriptUrl) && !/^\/(?!\/)/.test(scriptUrl)) {
    throw new Error(
      `VITE_PAYMENT_SCRIPT_URL must be an http(s) URL or a path starting with /, got "${scriptUrl}"`,
    );
  }
  return {
    apiBaseUrl: base.replace(/\/+$/, ''),
    apiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    paymentKeyId: text(env, 'VITE_PAYMENT_KEY_ID') || undefined,
    paymentScriptUrl: scriptUrl,
  };
}
