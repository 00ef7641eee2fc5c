import { describe, expect, it } from 'vitest';
import { verifyOtpHref } from './verifyOtpHref';

describe('verifyOtpHref', () => {
  it('carries the e-mail in the query string, encoded', () => {
    expect(verifyOtpHref('new.shopper+1@atelier.test')).toBe(
      '/auth/verify-otp?email=new.shopper%2B1%40atelier.test',
    );
  });

  it('carries a safe return path along', () => {
    expect(verifyOtpHref('a@b.co', undefined, '/shop/checkout')).toBe(
      '/auth/verify-otp?email=a%40b.co&redirect=%2Fshop%2Fcheckout',
    );
    expect(verifyOtpHref('a@b.co', undefined, '//evil.example')).toBe(
      '/auth/verify-otp?email=a%40b.co',
    );
  });
});
