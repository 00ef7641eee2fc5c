import { describe, expect, it } from 'vitest';
import { checkPriceRange, PRICE_RANGE_MESSAGES as M } from './priceInput';

describe('checkPriceRange', () => {
  it('takes either bound, both, or neither', () => {
    expect(checkPriceRange({ min: '', max: '' })).toEqual({ ok: true });
    expect(checkPriceRange({ min: '500', max: '' })).toEqual({ ok: true, minPrice: 500 });
    expect(checkPriceRange({ min: ' ₹1,499.50 ', max: '2000' })).toEqual({
      ok: true,
      minPrice: 1499.5,
      maxPrice: 2000,
    });
    expect(checkPriceRange({ min: '700', max: '700' })).toEqual({
      ok: true,
      minPrice: 700,
      maxPrice: 700,
    });
  });

  it('says what is wrong with each field', () => {
    expect(checkPriceRange({ min: 'cheap', max: '-5' })).toEqual({
      ok: false,
      min: M.notANumber,
      max: M.negative,
    });
    expect(checkPriceRange({ min: '10.999', max: '' })).toEqual({
      ok: false,
      min: M.tooManyDecimals,
    });
  });

  it('refuses a lowest price above the highest, on the highest', () => {
    expect(checkPriceRange({ min: '2000', max: '500' })).toEqual({ ok: false, max: M.minAboveMax });
  });
});
