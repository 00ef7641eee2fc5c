import { describe, expect, it } from 'vitest';
import type { CartItem, Size } from '../entities';
import {
  cartIncreaseError,
  dialogAddToCartError,
  quickAddToCart,
  sizesInStock,
  stockBadge,
} from './stock';

describe('stock badge', () => {
  it.each([
    [{ totalStock: 0, salePrice: 500 }, 'Out Of Stock'],
    [{ totalStock: 1, salePrice: 0 }, 'Only 1 items left'],
    [{ totalStock: 9, salePrice: 500 }, 'Only 9 items left'],
    [{ totalStock: 10, salePrice: 500 }, 'Sale'],
    [{ totalStock: 10, salePrice: 0 }, null],
    [{ totalStock: 250, salePrice: 0 }, null],
  ])('%j shows %j', (product, badge) => {
    expect(stockBadge(product)).toBe(badge);
  });
});

const sizes: Size[] = [
  { _id: 's', size: 'S', stock: 0 },
  { _id: 'm', size: 'M', stock: 5 },
  { _id: 'l', size: 'L', stock: 2 },
];
const cartItem = (selectedSize: string, quantity: number, productId = 'p1'): CartItem => ({
  productId,
  title: 'Tee',
  image: '',
  price: 100,
  salePrice: 0,
  quantity,
  selectedSize,
});

describe('product dialog add to cart', () => {
  const base = { productId: 'p1', sizes, cartItems: [] as CartItem[] };

  it('offers only sizes with stock', () => {
    expect(sizesInStock(sizes).map((size) => size.size)).toEqual(['M', 'L']);
  });
  it('needs a size', () => {
    expect(dialogAddToCartError({ ...base, selectedSize: null, quantity: 1 })).toBe(
      'Please select a size',
    );
    expect(dialogAddToCartError({ ...base, selectedSize: '', quantity: 1 })).toBe(
      'Please select a size',
    );
  });
  it('needs enough stock for the size', () => {
    expect(dialogAddToCartError({ ...base, selectedSize: 'L', quantity: 3 })).toBe(
      'Not enough stock for size L',
    );
    expect(dialogAddToCartError({ ...base, selectedSize: 'XL', quantity: 1 })).toBe(
      'Not enough stock for size XL',
    );
  });
  it('counts what the cart already holds for that size', () => {
    const cartItems = [cartItem('M', 4), cartItem('L', 2), cartItem('M', 3, 'other')];
    expect(dialogAddToCartError({ ...base, cartItems, selectedSize: 'M', quantity: 2 })).toBe(
      'Only 5 items available for size M',
    );
    expect(dialogAddToCartError({ ...base, cartItems, selectedSize: 'M', quantity: 1 })).toBeNull();
  });
  it('allows exactly the stock', () => {
    expect(dialogAddToCartError({ ...base, selectedSize: 'M', quantity: 5 })).toBeNull();
  });
});

describe('cart sheet increase', () => {
  it('stops at the size stock', () => {
    expect(cartIncreaseError({ quantity: 4, selectedSize: 'M' }, 5)).toBeNull();
    expect(cartIncreaseError({ quantity: 5, selectedSize: 'M' }, 5)).toBe(
      'Only 5 quantity can be added for size M',
    );
  });
});

describe('listing quick add', () => {
  const product = { _id: 'p1', sizes, totalStock: 7 };

  it('picks the first size with stock left', () => {
    expect(quickAddToCart(product, [])).toEqual({ ok: true, size: 'M' });
    expect(quickAddToCart(product, [cartItem('M', 5)])).toEqual({ ok: true, size: 'L' });
  });
  it('refuses beyond stock with the listing message', () => {
    expect(quickAddToCart(product, [cartItem('M', 5), cartItem('L', 2)])).toEqual({
      ok: false,
      message: 'Only 7 quantity can be added for this item',
    });
  });
  it('refuses an out-of-stock product', () => {
    expect(quickAddToCart({ _id: 'p2', sizes: [], totalStock: 0 }, [])).toEqual({
      ok: false,
      message: 'Only 0 quantity can be added for this item',
    });
  });
});
