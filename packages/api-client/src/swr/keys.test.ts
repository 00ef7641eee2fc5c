import { describe, expect, it } from 'vitest';
import {
  apiKeys,
  isProductKey,
  isProductsKey,
  isSearchKey,
  isUserScopedKey,
  keyFamily,
  matchKeys,
} from './keys';

describe('apiKeys', () => {
  it('gives equal product queries one key, whatever the filter order, duplicates or empties', () => {
    const a = apiKeys.products({
      filters: { category: ['women', 'men'], brand: ['zara', 'nike', 'zara'] },
      sortBy: 'title-atoz',
    });
    const b = apiKeys.products({
      filters: { brand: ['nike', 'zara'], category: ['men', 'women'] },
      sortBy: 'title-atoz',
    });
    expect(a).toEqual(b);
    expect(a).toEqual([
      'products',
      { filters: { category: ['men', 'women'], brand: ['nike', 'zara'] }, sortBy: 'title-atoz' },
    ]);
  });

  it('treats no filters, empty filters and the default sort as the same listing', () => {
    const expected = ['products', { filters: {}, sortBy: 'price-lowtohigh' }];
    expect(apiKeys.products()).toEqual(expected);
    expect(apiKeys.products({})).toEqual(expected);
    expect(apiKeys.products({ filters: { category: [], brand: [] } })).toEqual(expected);
    expect(apiKeys.products({ sortBy: 'price-lowtohigh' })).toEqual(expected);
  });

  it('does not reorder the caller’s arrays while normalising', () => {
    const category = ['women', 'men'] as const;
    apiKeys.products({ filters: { category: [...category] } });
    expect(category).toEqual(['women', 'men']);
  });

  it('trims search keywords', () => {
    expect(apiKeys.search('  shirt ')).toEqual(apiKeys.search('shirt'));
    expect(apiKeys.search('  shirt ')).toEqual(['search', 'shirt']);
  });

  it('names each key after the factory that made it', () => {
    expect(apiKeys.session()).toEqual(['session']);
    expect(apiKeys.product('p1')).toEqual(['product', 'p1']);
    expect(apiKeys.cart('u1')).toEqual(['cart', 'u1']);
    expect(apiKeys.wishlist('u1')).toEqual(['wishlist', 'u1']);
    expect(apiKeys.wishlistCheck('u1', 'p1')).toEqual(['wishlistCheck', 'u1', 'p1']);
    expect(apiKeys.reviews('p1')).toEqual(['reviews', 'p1']);
    expect(apiKeys.addresses('u1')).toEqual(['addresses', 'u1']);
    expect(apiKeys.orders('u1')).toEqual(['orders', 'u1']);
    expect(apiKeys.order('o1')).toEqual(['order', 'o1']);
    expect(apiKeys.features()).toEqual(['features']);
    expect(apiKeys.adminProducts()).toEqual(['adminProducts']);
    expect(apiKeys.adminOrders()).toEqual(['adminOrders']);
    expect(apiKeys.adminOrder('o1')).toEqual(['adminOrder', 'o1']);
  });
});

describe('key predicates', () => {
  it('match whole families and nothing else', () => {
    expect(isProductsKey(apiKeys.products({ sortBy: 'title-ztoa' }))).toBe(true);
    expect(isProductsKey(apiKeys.product('p1'))).toBe(false);
    expect(isProductKey(apiKeys.product('p1'))).toBe(true);
    expect(isSearchKey(apiKeys.search('denim'))).toBe(true);
    expect(isSearchKey(apiKeys.products())).toBe(false);
  });

  it('ignore keys this layer did not make', () => {
    expect(keyFamily(undefined)).toBeUndefined();
    expect(keyFamily('products')).toBeUndefined();
    expect(keyFamily(['toString'])).toBeUndefined();
    expect(isProductsKey(['somebody-else', 'products'])).toBe(false);
  });

  it('treat what belongs to the logged-in user as user-scoped, and the catalogue as not', () => {
    const scoped = [
      apiKeys.cart('u1'),
      apiKeys.wishlist('u1'),
      apiKeys.wishlistCheck('u1', 'p1'),
      apiKeys.addresses('u1'),
      apiKeys.orders('u1'),
      apiKeys.order('o1'),
      apiKeys.adminProducts(),
      apiKeys.adminOrders(),
      apiKeys.adminOrder('o1'),
      apiKeys.restockAlerts('u1', 'p1'),
      apiKeys.restockWaiting(),
    ];
    const shared = [
      apiKeys.session(),
      apiKeys.products(),
      apiKeys.product('p1'),
      apiKeys.reviews('p1'),
      apiKeys.search('denim'),
      apiKeys.features(),
    ];
    expect(scoped.every(isUserScopedKey)).toBe(true);
    expect(shared.some(isUserScopedKey)).toBe(false);
  });

  it('can be built for any set of families', () => {
    const isCartOrWishlist = matchKeys('cart', 'wishlist');
    expect(isCartOrWishlist(apiKeys.cart('u1'))).toBe(true);
    expect(isCartOrWishlist(apiKeys.wishlist('u1'))).toBe(true);
    expect(isCartOrWishlist(apiKeys.orders('u1'))).toBe(false);
  });
});
