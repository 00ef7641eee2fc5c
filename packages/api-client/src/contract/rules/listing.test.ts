import { describe, expect, it } from 'vitest';
import type { Product } from '../entities';
import {
  CARD_FIELDS,
  filterProducts,
  isPagedAnswer,
  pageOf,
  sortProducts,
  toCardProduct,
} from './listing';

const product = (over: Partial<Product>): Product => ({
  _id: 'x',
  image: 'i',
  title: 'T',
  description: 'D',
  category: 'men',
  brand: 'nike',
  price: 100,
  salePrice: 0,
  totalStock: 5,
  averageReview: 0,
  salesCount: 0,
  sizes: [{ _id: 's', size: 'M', stock: 5 }],
  ...over,
});

const products = [
  product({
    _id: 'b',
    title: 'beta',
    price: 300,
    salePrice: 150,
    salesCount: 9,
    category: 'women',
  }),
  product({ _id: 'a', title: 'Alpha', price: 200, salesCount: 9, brand: 'zara' }),
  product({
    _id: 'c',
    title: 'alpha',
    price: 150,
    salesCount: 30,
    category: 'kids',
    brand: 'zara',
  }),
  product({ _id: 'd', title: 'Delta', price: 500, salesCount: 1 }),
];
const ids = (list: readonly Product[]) => list.map((entry) => entry._id);

describe('sortProducts', () => {
  it('sorts by what a shopper pays, then title, then id', () => {
    expect(ids(sortProducts(products, 'price-lowtohigh'))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(sortProducts(products, 'price-hightolow'))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('sorts titles case-insensitively and breaks ties by id', () => {
    expect(ids(sortProducts(products, 'title-atoz'))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(sortProducts(products, 'title-ztoa'))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('puts best sellers first', () => {
    expect(ids(sortProducts(products, 'sales-hightolow'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('defaults to price low to high and leaves its input alone', () => {
    const copy = [...products];
    expect(ids(sortProducts(products))).toEqual(['c', 'b', 'a', 'd']);
    expect(products).toEqual(copy);
  });
});

describe('filterProducts', () => {
  it('keeps the categories and brands asked for; an empty filter keeps all', () => {
    expect(ids(filterProducts(products, { category: ['kids', 'women'] }))).toEqual(['b', 'c']);
    expect(ids(filterProducts(products, { category: ['men'], brand: ['zara'] }))).toEqual(['a']);
    expect(filterProducts(products, { category: [] })).toHaveLength(4);
  });
});

describe('card projection and pages', () => {
  it('keeps exactly the card fields; a product without colours has none to keep', () => {
    const card = toCardProduct(products[0] as Product);
    // Nor a picture the backend serves in widths (the demo's are inline).
    const plain = CARD_FIELDS.filter(
      (field) => !['colours', 'pictures', 'imageWidths'].includes(field),
    );
    expect(Object.keys(card).sort()).toEqual([...plain].sort());
    expect(card).not.toHaveProperty('description');
  });

  it('keeps of the gallery only the first picture of each colour', () => {
    const picture = (url: string, colour?: string) => ({
      url,
      alt: url,
      ...(colour ? { colour } : {}),
    });
    const product = {
      ...(products[0] as Product),
      imageWidths: [320, 640],
      colours: [{ name: 'Navy', swatch: '#233a6b', sizes: [] }],
      pictures: [picture('a', 'Navy'), picture('b'), picture('c', 'Navy'), picture('d', 'Red')],
    };
    const card = toCardProduct(product);
    expect(Object.keys(card).sort()).toEqual([...CARD_FIELDS].sort());
    expect(card.pictures?.map((p) => p.url)).toEqual(['a', 'b', 'd']);
  });

  it('pages a sorted list and tells a paged answer by its total', () => {
    const second = pageOf(['a', 'b', 'c', 'd', 'e'], { page: 2, limit: 2 });
    expect(second).toEqual({ success: true, data: ['c', 'd'], page: 2, limit: 2, total: 5 });
    expect(isPagedAnswer(second)).toBe(true);
    expect(isPagedAnswer({ success: true, data: [] })).toBe(false);
  });
});
