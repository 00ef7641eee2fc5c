import type { Product } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { featureProducts } from './featureProducts';

const product = (id: string, salesCount: number) => ({ _id: id, salesCount }) as Product;

describe('featureProducts', () => {
  it('puts the best sellers first and keeps at most the limit', () => {
    const list = [product('a', 5), product('b', 50), product('c', 20)];
    expect(featureProducts(list, 2).map((entry) => entry._id)).toEqual(['b', 'c']);
    expect(list.map((entry) => entry._id)).toEqual(['a', 'b', 'c']);
  });

  it('handles short lists and odd limits', () => {
    expect(featureProducts([product('a', 1)], 8)).toHaveLength(1);
    expect(featureProducts([product('a', 1)], -1)).toEqual([]);
  });
});
