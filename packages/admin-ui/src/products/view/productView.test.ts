import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODUCT_VIEW,
  productQueryOf,
  productViewFromParams,
  productViewToParams,
} from './productView';

describe('the products page view in the URL', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    const view = {
      ...DEFAULT_PRODUCT_VIEW,
      search: ' denim ',
      stock: 'low' as const,
      layout: 'table' as const,
      after: 'abc',
    };
    const params = productViewToParams(view, new URLSearchParams('other=1'));
    expect(params.toString()).toBe('other=1&q=denim&stock=low&view=table&after=abc');
    expect(productViewFromParams(params)).toEqual({ ...view, search: 'denim' });
    expect(productViewToParams(DEFAULT_PRODUCT_VIEW).toString()).toBe('');
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(productViewFromParams(new URLSearchParams('stock=some&sort=x&brand=acme'))).toEqual(
      DEFAULT_PRODUCT_VIEW,
    );
  });

  it('asks for one value a filter, none for "all"', () => {
    expect(productQueryOf({ ...DEFAULT_PRODUCT_VIEW, category: 'kids' })).toEqual({
      q: '',
      category: ['kids'],
      brand: [],
      stock: [],
      sortBy: 'newest',
    });
  });
});
