import { describe, expect, it } from 'vitest';
import { productIdFromSlug } from './productIdFromSlug';
import { productSlug, readableSlug } from './productSlug';

describe('product slugs', () => {
  it('makes address words of a title', () => {
    expect(readableSlug('Linen Summer Dress (Blue)')).toBe('linen-summer-dress-blue');
    expect(readableSlug('Café  Crème — H&M')).toBe('cafe-creme-h-m');
    expect(readableSlug('</script>"')).toBe('script');
    expect(readableSlug('!!!')).toBe('');
  });

  it('puts the id last, and reads it back for hex and UUID ids', () => {
    const hex = { _id: '65b2a7c1000f', title: 'Linen Summer Dress' };
    expect(productSlug(hex)).toBe('linen-summer-dress-65b2a7c1000f');
    expect(productIdFromSlug(productSlug(hex))).toBe(hex._id);
    const uuid = { _id: '0b6f4c2e-1d2a-4c1b-9f3e-2a7b8c9d0e1f', title: 'Slim Jeans' };
    expect(productSlug(uuid)).toBe(`slim-jeans-${uuid._id}`);
    expect(productIdFromSlug(productSlug(uuid))).toBe(uuid._id);
  });

  it('takes a bare id, a wrong title part, and ids that need escaping', () => {
    expect(productIdFromSlug('65b2a7c1000f')).toBe('65b2a7c1000f');
    expect(productIdFromSlug('some-old-name-65b2a7c1000f')).toBe('65b2a7c1000f');
    const odd = { _id: 'a/b?c', title: 'Odd' };
    // Routers decode the path's parameters before handing them over.
    expect(productSlug(odd)).toBe('odd-a%2Fb%3Fc');
    expect(productIdFromSlug(decodeURIComponent(productSlug(odd)))).toBe('a/b?c');
    expect(productSlug({ _id: 'p1', title: '!!!' })).toBe('p1');
  });

  it('finds no id where there is none', () => {
    expect(productIdFromSlug(undefined)).toBeNull();
    expect(productIdFromSlug('dress-')).toBeNull();
    expect(productIdFromSlug('')).toBeNull();
  });
});
