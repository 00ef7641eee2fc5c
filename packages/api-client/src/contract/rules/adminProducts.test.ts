import { describe, expect, it } from 'vitest';
import type { Product } from '../entities';
import {
  adminPageOf,
  countLabel,
  decodeCursor,
  encodeCursor,
  searchAdminProducts,
  stockState,
} from './adminProducts';

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
  sizes: [],
  ...over,
});

describe('admin product search rules', () => {
  it('names stock states at the low-stock threshold', () => {
    expect([0, 1, 9, 10].map((totalStock) => stockState({ totalStock }))).toEqual([
      'out',
      'low',
      'low',
      'in',
    ]);
  });

  it('matches title or brand in any case, newest first as given, or sorted', () => {
    const products = [
      product({ _id: 'c', title: 'denim skirt' }),
      product({ _id: 'b', title: 'Tee', brand: 'zara' }),
      product({ _id: 'a', title: 'Blue Denim Jacket' }),
    ];
    expect(searchAdminProducts(products, { q: ' DENIM ' }).map((p) => p._id)).toEqual(['c', 'a']);
    expect(
      searchAdminProducts(products, { q: 'denim', sortBy: 'title-atoz' }).map((p) => p._id),
    ).toEqual(['a', 'c']);
    expect(searchAdminProducts(products, { q: 'Zar' }).map((p) => p._id)).toEqual(['b']);
  });

  it('pages after the cursor and gives none after the last row', () => {
    const list = ['a', 'b', 'c'].map((_id) => product({ _id }));
    const first = adminPageOf(list, undefined, 2);
    expect(first?.data.map((p) => p._id)).toEqual(['a', 'b']);
    const second = adminPageOf(list, decodeCursor(first?.nextCursor ?? '') ?? [], 2);
    expect(second?.data.map((p) => p._id)).toEqual(['c']);
    expect(second?.nextCursor).toBeUndefined();
    expect(adminPageOf(list, ['gone'], 2)).toBeNull();
  });

  it('reads back only cursors it wrote', () => {
    expect(decodeCursor(encodeCursor(['2026-01-01 10:00:00+00', 'ü-id']))).toEqual([
      '2026-01-01 10:00:00+00',
      'ü-id',
    ]);
    expect(decodeCursor('not a cursor')).toBeNull();
    expect(decodeCursor(encodeCursor([]))).toBeNull();
    expect(decodeCursor(btoa('{"a":1}'))).toBeNull();
  });

  it('shows a capped count with a plus', () => {
    expect(countLabel(10_000, false)).toBe('10,000+');
    expect(countLabel(1234, true)).toBe('1,234');
  });
});
