import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTES } from '../../navigation';
import { cartButtonLabel, SHOP_NAV_LINKS, shopNavLinks, userInitial } from './navLinks';

describe('SHOP_NAV_LINKS', () => {
  it('lists the spec navigation menu in order with its targets', () => {
    expect(SHOP_NAV_LINKS.map(({ label, href }) => [label, href])).toEqual([
      ['Home', '/shop/home'],
      ['Products', '/shop/listing'],
      ['Men', '/shop/listing?category=men'],
      ['Women', '/shop/listing?category=women'],
      ['Kids', '/shop/listing?category=kids'],
      ['Search', '/shop/search'],
    ]);
  });

  it('follows the routes the host mounts the shop on', () => {
    const routes = { ...DEFAULT_ROUTES, home: '/store', listing: '/store/all', search: '/find' };
    expect(shopNavLinks(routes).map(({ href }) => href)).toEqual([
      '/store',
      '/store/all',
      '/store/all?category=men',
      '/store/all?category=women',
      '/store/all?category=kids',
      '/find',
    ]);
  });
});

describe('cartButtonLabel', () => {
  it('names the count with the right plural', () => {
    expect(cartButtonLabel(0)).toBe('Cart, 0 items');
    expect(cartButtonLabel(1)).toBe('Cart, 1 item');
    expect(cartButtonLabel(3)).toBe('Cart, 3 items');
  });
});

describe('userInitial', () => {
  it('takes the first letter of the name', () => {
    expect(userInitial('priya Sharma')).toBe('P');
    expect(userInitial('  ')).toBe('?');
  });
});
