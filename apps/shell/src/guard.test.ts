import { describe, expect, it } from 'vitest';
import { type AuthSnapshot, guardRedirect } from './guard';
import { fullPath, PAGES } from './routeTable';

const guest: AuthSnapshot = { isAuthenticated: false, user: null };
const shopper: AuthSnapshot = { isAuthenticated: true, user: { role: 'user' } };
const admin: AuthSnapshot = { isAuthenticated: true, user: { role: 'admin' } };

describe('root path', () => {
  it('sends an authenticated admin to the dashboard', () => {
    expect(guardRedirect('/', admin)).toBe('/admin/dashboard');
  });
  it('sends everyone else to the shop home', () => {
    expect(guardRedirect('/', shopper)).toBe('/shop/home');
    expect(guardRedirect('/', guest)).toBe('/shop/home');
  });
});

/**
 * Spec section 2: shop/home, shop/listing, shop/search, login, register, verify-otp,
 * forgot-password, reset-password, shop/payment-success.
 */
const GUEST_PAGES = [
  '/shop/home',
  '/shop/listing',
  '/shop/search',
  '/auth/login',
  '/auth/register',
  '/auth/verify-otp',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/shop/payment-success',
];
/** Beyond the spec's list: a product's page, which a shared link opens for anyone (issue 36). */
const PRODUCT_PAGE = '/shop/product/:slug';

describe('guests', () => {
  it.each(GUEST_PAGES)('may see %s', (path) => {
    expect(guardRedirect(path, guest)).toBeNull();
  });
  it('may see exactly the route table’s guest pages, which are the spec’s list', () => {
    const tableGuestPages = PAGES.filter(({ page }) => page.access).map(({ section, page }) =>
      fullPath(section, page),
    );
    expect(tableGuestPages.sort()).toEqual([...GUEST_PAGES, PRODUCT_PAGE].sort());
  });
  it("may open a product's page from a shared link", () => {
    expect(guardRedirect('/shop/product/linen-summer-dress-p1', guest)).toBeNull();
  });
  it.each([
    '/shop/checkout',
    '/shop/account',
    '/admin/dashboard',
    '/admin/orders',
    '/unauth-page',
    '/nowhere',
  ])('are sent to login from %s, which they come back to afterwards', (path) => {
    expect(guardRedirect(path, guest)).toBe(`/auth/login?redirect=${encodeURIComponent(path)}`);
  });
  it('take the query string along to login', () => {
    expect(guardRedirect('/shop/account', guest, '?tab=wishlist')).toBe(
      '/auth/login?redirect=%2Fshop%2Faccount%3Ftab%3Dwishlist',
    );
  });
});

describe('signed-in users on login or register', () => {
  it.each(['/auth/login', '/auth/register'])('%s goes home by role', (path) => {
    expect(guardRedirect(path, admin)).toBe('/admin/dashboard');
    expect(guardRedirect(path, shopper)).toBe('/shop/home');
  });
  it('go back to the page they were asked to sign in from', () => {
    expect(guardRedirect('/auth/login', shopper, '?redirect=%2Fshop%2Fcheckout')).toBe(
      '/shop/checkout',
    );
    expect(
      guardRedirect('/auth/login', shopper, '?redirect=%2Fshop%2Flisting%3Fcategory%3Dmen'),
    ).toBe('/shop/listing?category=men');
    expect(guardRedirect('/auth/login', admin, '?redirect=%2Fadmin%2Forders')).toBe(
      '/admin/orders',
    );
  });
  it('go home instead when the return path is unsafe or not for their role', () => {
    expect(guardRedirect('/auth/login', shopper, '?redirect=https%3A%2F%2Fevil.example')).toBe(
      '/shop/home',
    );
    expect(guardRedirect('/auth/login', shopper, '?redirect=%2F%2Fevil.example')).toBe(
      '/shop/home',
    );
    expect(guardRedirect('/auth/login', shopper, '?redirect=%2Fadmin%2Forders')).toBe('/shop/home');
    expect(guardRedirect('/auth/login', admin, '?redirect=%2Fshop%2Fcheckout')).toBe(
      '/admin/dashboard',
    );
    expect(guardRedirect('/auth/login', shopper, '?redirect=%2Fauth%2Fregister')).toBe(
      '/shop/home',
    );
  });
});

describe('roles', () => {
  it('keeps shoppers out of admin paths', () => {
    expect(guardRedirect('/admin/dashboard', shopper)).toBe('/unauth-page');
    expect(guardRedirect('/admin/products', shopper)).toBe('/unauth-page');
    expect(guardRedirect('/admin/customers/65a1f0c2e4b0a1c3d5e7f903', shopper)).toBe(
      '/unauth-page',
    );
  });
  it('keeps admins out of shop paths', () => {
    expect(guardRedirect('/shop/home', admin)).toBe('/admin/dashboard');
    expect(guardRedirect('/shop/checkout', admin)).toBe('/admin/dashboard');
  });
  it('lets each role through to its own pages', () => {
    expect(guardRedirect('/shop/checkout', shopper)).toBeNull();
    expect(guardRedirect('/shop/account', shopper)).toBeNull();
    expect(guardRedirect('/admin/orders', admin)).toBeNull();
    expect(guardRedirect('/admin/customers', admin)).toBeNull();
    expect(guardRedirect('/admin/customers/65a1f0c2e4b0a1c3d5e7f903', admin)).toBeNull();
    expect(guardRedirect('/unauth-page', shopper)).toBeNull();
  });
  it('never redirects to the page the user is already on', () => {
    expect(guardRedirect('/admin/dashboard', admin)).toBeNull();
  });
});
