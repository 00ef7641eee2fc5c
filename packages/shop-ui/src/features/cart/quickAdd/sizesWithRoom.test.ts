import type { CartItem } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { sizesWithRoom } from './sizesWithRoom';

const product = {
  _id: 'p1',
  sizes: [
    { _id: 's', size: 'S', stock: 0 },
    { _id: 'm', size: 'M', stock: 2 },
    { _id: 'l', size: 'L', stock: 1 },
  ],
};
const line = (selectedSize: string, quantity: number, productId = 'p1'): CartItem => ({
  productId,
  title: 'Tee',
  image: '',
  price: 100,
  salePrice: 0,
  quantity,
  selectedSize,
});

describe('sizesWithRoom', () => {
  it('offers the sizes in stock when the cart has none of them', () => {
    expect(sizesWithRoom(product, []).map((size) => size.size)).toEqual(['M', 'L']);
  });

  it('leaves out a size the cart already holds all of', () => {
    expect(sizesWithRoom(product, [line('L', 1)]).map((size) => size.size)).toEqual(['M']);
    expect(sizesWithRoom(product, [line('M', 2), line('L', 1)])).toEqual([]);
  });

  it("ignores other products' lines", () => {
    expect(sizesWithRoom(product, [line('M', 2, 'p2')]).map((size) => size.size)).toEqual([
      'M',
      'L',
    ]);
  });
});
