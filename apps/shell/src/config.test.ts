import { describe, expect, it } from 'vitest';
import { RAZORPAY_SCRIPT_URL, readConfig } from './config';

describe('shell config', () => {
  it('defaults to the same origin, no timeout, no payment key and Razorpay’s script', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: '',
      apiTimeoutMs: undefined,
      paymentKeyId: undefined,
      paymentScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(RAZORPAY_SCRIPT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });
  it('reads the API origin and trims a trailing slash', () => {
    expect(readConfig({ VITE_API_URL: 'https://api.atelier.example/' }).apiBaseUrl).toBe(
      'https://api.atelier.example',
    );
  });
  it('reads a positive timeout', () => {
    expect(readConfig({ VITE_API_TIMEOUT_MS: '8000' }).apiTimeoutMs).toBe(8000);
    expect(readConfig({ VITE_API_TIMEOUT_MS: '0' }).apiTimeoutMs).toBeUndefined();
    expect(readConfig({ VITE_API_TIMEOUT_MS: 'soon' }).apiTimeoutMs).toBeUndefined();
  });
  it('rejects an API URL that is not http(s)', () => {
    expect(() => readConfig({ VITE_API_URL: 'api.example' })).toThrow(/VITE_API_URL/);
  });
  it('reads the payment key id, trimmed; blank means none', () => {
    expect(readConfig({ VITE_PAYMENT_KEY_ID: ' rzp_test_atelier ' }).paymentKeyId).toBe(
      'rzp_test_atelier',
    );
    expect(readConfig({ VITE_PAYMENT_KEY_ID: '  ' }).paymentKeyId).toBeUndefined();
  });
  it('reads the payment script URL: http(s) or a same-origin path', () => {
    expect(
      readConfig({ VITE_PAYMENT_SCRIPT_URL: 'http://localhost:5000/api/payments/test/checkout.js' })
        .paymentScriptUrl,
    ).toBe('http://localhost:5000/api/payments/test/checkout.js');
    expect(
      readConfig({ VITE_PAYMENT_SCRIPT_URL: '/api/payments/test/checkout.js' }).paymentScriptUrl,
    ).toBe('/api/payments/test/checkout.js');
    expect(readConfig({ VITE_PAYMENT_SCRIPT_URL: '' }).paymentScriptUrl).toBe(RAZORPAY_SCRIPT_URL);
  });
  it('rejects any other payment script URL', () => {
    for (const bad of ['checkout.js', '//cdn.example/checkout.js', 'javascript:alert(1)']) {
      expect(() => readConfig({ VITE_PAYMENT_SCRIPT_URL: bad })).toThrow(/VITE_PAYMENT_SCRIPT_URL/);
    }
  });
});
