import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './returnPath';
import { DEFAULT_ROUTES } from './routes';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/shop/checkout')).toBe('/shop/checkout');
    expect(safeReturnPath('/shop/listing?category=men&brand=h%26m#top')).toBe(
      '/shop/listing?category=men&brand=h%26m#top',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/shop',
      '//evil.example/shop',
      '/\\evil.example',
      'javascript:alert(1)',
      'shop/home',
      ' /shop/home',
      '/shop/\thome',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('normalises dot segments instead of trusting them', () => {
    expect(safeReturnPath('/shop/../admin/orders')).toBe('/admin/orders');
    expect(safeReturnPath('/..//evil.example')).toBeNull();
  });

  it('refuses the excluded pages', () => {
    expect(safeReturnPath('/auth/login?redirect=/x', ['/auth/login'])).toBeNull();
    expect(safeReturnPath('/auth/login-help', ['/auth/login'])).toBe('/auth/login-help');
  });
});

describe('withReturnPath', () => {
  it('adds the return path to a sign-in page', () => {
    expect(withReturnPath('/auth/login', '/shop/listing?category=men', DEFAULT_ROUTES)).toBe(
      '/auth/login?redirect=%2Fshop%2Flisting%3Fcategory%3Dmen',
    );
  });

  it('leaves it out when it is unsafe or a sign-in page', () => {
    expect(withReturnPath('/auth/login', 'https://evil.example', DEFAULT_ROUTES)).toBe(
      '/auth/login',
    );
    expect(withReturnPath('/auth/login', '/auth/register', DEFAULT_ROUTES)).toBe('/auth/login');
    expect(withReturnPath('/auth/login', undefined, DEFAULT_ROUTES)).toBe('/auth/login');
  });
});
