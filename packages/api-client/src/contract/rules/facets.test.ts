import { describe, expect, it } from 'vitest';
import type { Product } from '../entities';
import { compareSizes, hasFacetFilters, matchesProductFilters, productFacets } from './facets';

const product = (over: Partial<Product>): Product => ({
  _id: 'x',
  image: 'i',
  title: 'T',
  description: 'D',
  category: 'men',
  brand: 'nike',
  price: 1000,
  salePrice: 0,
  totalStock: 5,
  averageReview: 0,
  salesCount: 0,
  sizes: [{ _id: 's', size: 'M', stock: 5 }],
  ...over,
});

const sizes = (...entries: Array<[string, number]>) =>
  entries.map(([size, stock]) => ({ _id: size, size, stock }));

// A tee in navy (M in stock, L sold out) and red (L only); a plain shirt in S and M (M sold
// out); women's jeans in 30 and 28 at a sale price of 500.
const tee = product({
  _id: 'tee',
  price: 800,
  sizes: sizes(['M', 3], ['L', 2]),
  colours: [
    {
      name: 'Navy',
      swatch: '#1f3a5f',
      sizes: [
        { size: 'M', stock: 3 },
        { size: 'L', stock: 0 },
      ],
    },
    {
      name: 'Red',
      swatch: '#b22222',
      sizes: [
        { size: 'M', stock: 0 },
        { size: 'L', stock: 2 },
      ],
    },
  ],
});
const shirt = product({ _id: 'shirt', price: 1500, sizes: sizes(['S', 4], ['M', 0]) });
const jeans = product({
  _id: 'jeans',
  category: 'women',
  price: 2000,
  salePrice: 500,
  sizes: sizes(['30', 1], ['28', 6]),
});
const all = [tee, shirt, jeans];
const kept = (filters: Parameters<typeof matchesProductFilters>[1]) =>
  all.filter((p) => matchesProductFilters(p, filters)).map((p) => p._id);

describe('matchesProductFilters', () => {
  it('keeps a size only where it is in stock, in a chosen colour when colours are chosen', () => {
    expect(kept({ size: ['M'] })).toEqual(['tee']);
    expect(kept({ size: ['S', '28'] })).toEqual(['shirt', 'jeans']);
    expect(kept({ colour: ['Navy'] })).toEqual(['tee']);
    expect(kept({ colour: ['Red'], size: ['M'] })).toEqual([]);
    expect(kept({ colour: ['Red'], size: ['L'] })).toEqual(['tee']);
  });

  it('compares the price a shopper pays, bounds included', () => {
    expect(kept({ maxPrice: 800 })).toEqual(['tee', 'jeans']);
    expect(kept({ minPrice: 800, maxPrice: 1500 })).toEqual(['tee', 'shirt']);
    expect(kept({ minPrice: 1501 })).toEqual([]);
  });

  it('still applies category and brand', () => {
    expect(kept({ category: ['women'], size: ['30'] })).toEqual(['jeans']);
    expect(kept({ brand: ['zara'] })).toEqual([]);
  });
});

describe('productFacets', () => {
  it('counts each option under the other filters, and spans the prices', () => {
    expect(productFacets(all)).toEqual({
      size: [
        { value: 'S', count: 1 },
        { value: 'M', count: 1 },
        { value: 'L', count: 1 },
        { value: '28', count: 1 },
        { value: '30', count: 1 },
      ],
      colour: [
        { value: 'Navy', count: 1, swatch: '#1f3a5f' },
        { value: 'Red', count: 1, swatch: '#b22222' },
      ],
      price: { min: 500, max: 1500 },
    });
  });

  it('leaves a filter’s own choice out of its counts, so other options keep theirs', () => {
    const facets = productFacets(all, { size: ['S'] });
    // Choosing S does not empty M or 28: each says what adding it would show.
    expect(facets.size.map((f) => [f.value, f.count])).toContainEqual(['28', 1]);
    expect(facets.size.map((f) => [f.value, f.count])).toContainEqual(['M', 1]);
    // The colours count only what is in stock in S: nothing.
    expect(facets.colour).toEqual([]);
    expect(facets.price).toEqual({ min: 1500, max: 1500 });
  });

  it('counts sizes in the chosen colours only, and colours in the chosen sizes only', () => {
    const inRed = productFacets(all, { colour: ['Red'] });
    expect(inRed.size).toEqual([{ value: 'L', count: 1 }]);
    const inM = productFacets(all, { size: ['M'] });
    expect(inM.colour).toEqual([{ value: 'Navy', count: 1, swatch: '#1f3a5f' }]);
  });

  it('counts within the price range but spans prices regardless of it', () => {
    const cheap = productFacets(all, { maxPrice: 600 });
    expect(cheap.size.map((f) => f.value)).toEqual(['28', '30']);
    expect(cheap.price).toEqual({ min: 500, max: 1500 });
    expect(productFacets([], {}).price).toBeNull();
  });
});

describe('compareSizes', () => {
  it('orders letter sizes small to large, then the rest naturally', () => {
    const sorted = ['UK 10', 'XL', '30', 'M', 'One Size', 'xs', '4-5Y', '28', 'UK 9', '10-11Y'];
    expect(sorted.sort(compareSizes)).toEqual([
      'xs',
      'M',
      'XL',
      '4-5Y',
      '10-11Y',
      '28',
      '30',
      'One Size',
      'UK 9',
      'UK 10',
    ]);
  });
});

describe('hasFacetFilters', () => {
  it('is on for any size, colour or price, and off for the contract’s filters alone', () => {
    expect(hasFacetFilters({ category: ['men'], brand: ['nike'], size: [] })).toBe(false);
    expect(hasFacetFilters({ size: ['M'] })).toBe(true);
    expect(hasFacetFilters({ minPrice: 0 })).toBe(true);
  });
});
