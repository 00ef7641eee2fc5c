import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('names each shop and auth page, then the shop', () => {
    expect(documentTitle('/shop/home')).toBe('Home · Atelier');
    expect(documentTitle('/shop/checkout')).toBe('Checkout · Atelier');
    expect(documentTitle('/shop/account')).toBe('My Account · Atelier');
    expect(documentTitle('/shop/payment-success', '?orderId=x')).toBe('Order placed · Atelier');
    expect(documentTitle('/auth/login', '?redirect=%2Fshop%2Fcheckout')).toBe('Sign in · Atelier');
    expect(documentTitle('/auth/reset-password')).toBe('Reset password · Atelier');
    expect(documentTitle('/unauth-page')).toBe('Access denied · Atelier');
  });

  it('names the listing after its categories, as its heading does', () => {
    expect(documentTitle('/shop/listing')).toBe('All Products · Atelier');
    expect(documentTitle('/shop/listing', '?category=men&sortBy=title-atoz')).toBe('Men · Atelier');
    expect(documentTitle('/shop/listing', '?category=women,kids')).toBe('Women & Kids · Atelier');
  });

  it('names a search after its keyword', () => {
    expect(documentTitle('/shop/search')).toBe('Search · Atelier');
    expect(documentTitle('/shop/search', '?keyword=denim')).toBe('Search: denim · Atelier');
  });

  it('calls any other path not found, and leaves the back office and the gate alone', () => {
    expect(documentTitle('/nowhere')).toBe('Page not found · Atelier');
    expect(documentTitle('/shop/home/')).toBe('Home · Atelier');
    expect(documentTitle('/admin/orders')).toBeNull();
    expect(documentTitle('/')).toBeNull();
  });
});
