import { DEFAULT_ROUTES } from '@atelier/shop-ui';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_LINKS, isCurrentPage } from './adminNavLinks';

describe('admin navigation', () => {
  it('lists the four back-office pages in the spec’s order, then those of extensions', () => {
    expect(
      ADMIN_NAV_LINKS.map((link) => [link.label, DEFAULT_ROUTES[link.route], link.extension]),
    ).toEqual([
      ['Dashboard', '/admin/dashboard', undefined],
      ['Products', '/admin/products', undefined],
      ['Orders', '/admin/orders', undefined],
      ['Features', '/admin/features', undefined],
      ['Customers', '/admin/customers', 'admin-customers'],
    ]);
  });

  it('marks the current page whatever the query string', () => {
    expect(isCurrentPage('/admin/orders', '/admin/orders?status=pending')).toBe(true);
    expect(isCurrentPage('/admin/orders', '/admin/orders')).toBe(true);
    expect(isCurrentPage('/admin/orders', '/admin/ordersx')).toBe(false);
    expect(isCurrentPage('/admin/orders', '/admin/products')).toBe(false);
    expect(isCurrentPage('/admin/orders', undefined)).toBe(false);
  });
});
