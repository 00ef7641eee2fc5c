import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_LINKS, isCurrentLink } from './adminNavLinks';

describe('admin navigation', () => {
  it('lists the four back-office pages in the spec’s order', () => {
    expect(ADMIN_NAV_LINKS.map((link) => [link.label, link.href])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Products', '/admin/products'],
      ['Orders', '/admin/orders'],
      ['Features', '/admin/features'],
    ]);
  });

  it('marks the current page whatever the query string', () => {
    const orders = { href: '/admin/orders' };
    expect(isCurrentLink(orders, '/admin/orders?status=pending')).toBe(true);
    expect(isCurrentLink(orders, '/admin/orders')).toBe(true);
    expect(isCurrentLink(orders, '/admin/ordersx')).toBe(false);
    expect(isCurrentLink(orders, '/admin/products')).toBe(false);
    expect(isCurrentLink(orders, undefined)).toBe(false);
  });
});
