import { describe, expect, it } from 'vitest';
import { canAddSize, isProductFormValid, parseStock, resolveTotalStock } from './products';

describe('stock input', () => {
  it.each([
    ['12', 12],
    [7, 7],
    ['3.9', 3],
    ['-4', 0],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%j becomes %j', (value, stock) => {
    expect(parseStock(value)).toBe(stock);
  });
});

describe('total stock', () => {
  it('is the sum of size stocks when above zero', () => {
    expect(resolveTotalStock([{ stock: 3 }, { stock: 4 }], 100)).toBe(7);
  });
  it('keeps the typed total when sizes sum to zero', () => {
    expect(resolveTotalStock([{ stock: 0 }], 12)).toBe(12);
    expect(resolveTotalStock([], 5)).toBe(5);
  });
});

describe('product form', () => {
  const form = {
    image: 'https://img/1.png',
    title: 'Tee',
    description: 'Cotton',
    category: 'men' as const,
    brand: 'nike' as const,
    price: 999,
    salePrice: 0,
    totalStock: 0,
    sizes: [{ size: 'M', stock: 0 }],
  };

  it('accepts a complete form; salePrice 0 counts as filled', () => {
    expect(isProductFormValid(form)).toBe(true);
  });
  it.each(['image', 'title', 'description', 'category', 'brand', 'price', 'salePrice'] as const)(
    'needs %s',
    (field) => {
      expect(isProductFormValid({ ...form, [field]: '' })).toBe(false);
      expect(isProductFormValid({ ...form, [field]: '  ' })).toBe(false);
    },
  );
  it('does not need averageReview, sizes or totalStock', () => {
    const { sizes: _sizes, totalStock: _total, ...rest } = form;
    expect(isProductFormValid(rest)).toBe(true);
  });
  it('needs a size text for each size entry', () => {
    expect(isProductFormValid({ ...form, sizes: [{ size: ' ', stock: 2 }] })).toBe(false);
  });
  it('adds a size only with size text and a stock value', () => {
    expect(canAddSize('XL', '3')).toBe(true);
    expect(canAddSize('XL', 0)).toBe(true);
    expect(canAddSize('', '3')).toBe(false);
    expect(canAddSize('XL', '')).toBe(false);
  });
});
