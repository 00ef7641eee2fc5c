// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadPaymentScript } from './loadPaymentScript';
import type { RazorpayConstructor } from './razorpay';

const FakeRazorpay = class {
  open() {}
  on() {}
} as unknown as RazorpayConstructor;

const scriptsFor = (url: string) =>
  [...document.querySelectorAll('script')].filter((script) => script.src === url);

afterEach(() => {
  delete window.Razorpay;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('loadPaymentScript', () => {
  it('injects nothing when window.Razorpay already exists', async () => {
    window.Razorpay = FakeRazorpay;
    await expect(loadPaymentScript('https://pay.test/a.js')).resolves.toBe(FakeRazorpay);
    expect(scriptsFor('https://pay.test/a.js')).toHaveLength(0);
  });

  it('injects one script, shares the pending load and resolves with the global', async () => {
    const url = 'https://pay.test/b.js';
    const first = loadPaymentScript(url);
    const second = loadPaymentScript(url);
    expect(second).toBe(first);
    const [script, ...rest] = scriptsFor(url);
    expect(rest).toHaveLength(0);
    window.Razorpay = FakeRazorpay;
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
  });

  it('rejects on a network error and lets a later call try again', async () => {
    const url = 'https://pay.test/c.js';
    const first = loadPaymentScript(url);
    scriptsFor(url)[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Failed to load');
    expect(scriptsFor(url)).toHaveLength(0);
    const retry = loadPaymentScript(url);
    expect(retry).not.toBe(first);
    expect(scriptsFor(url)).toHaveLength(1);
    scriptsFor(url)[0]?.dispatchEvent(new Event('error'));
    await expect(retry).rejects.toThrow();
  });

  it('rejects when the script loads but defines no window.Razorpay', async () => {
    const url = 'https://pay.test/d.js';
    const load = loadPaymentScript(url);
    scriptsFor(url)[0]?.dispatchEvent(new Event('load'));
    await expect(load).rejects.toThrow('did not define window.Razorpay');
  });
});
