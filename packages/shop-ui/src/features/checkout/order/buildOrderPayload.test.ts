import type { Address, Cart } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { buildOrderPayload } from './buildOrderPayload';

const cart: Cart = {
  _id: 'cart-1',
  items: [
    {
      productId: 'p1',
      title: 'Jeans',
      image: 'jeans.png',
      price: 2000,
      salePrice: 1500,
      quantity: 2,
      selectedSize: '32',
    },
    {
      productId: 'p2',
      title: 'Tee',
      image: 'tee.png',
      price: 999.5,
      salePrice: 0,
      quantity: 1,
      selectedSize: 'M',
    },
  ],
};

const address: Address = {
  _id: 'a1',
  userId: 'u1',
  address: '1 Main Road',
  city: 'Pune',
  pincode: '411001',
  phone: '9820012345',
  notes: 'Ring twice',
};

describe('buildOrderPayload', () => {
  it('sends each line at the unit price paid and the address with its id', () => {
    const payload = buildOrderPayload(cart, address, 'online');
    expect(payload.cartId).toBe('cart-1');
    expect(payload.cartItems).toEqual([
      {
        productId: 'p1',
        title: 'Jeans',
        image: 'jeans.png',
        price: 1500,
        quantity: 2,
        selectedSize: '32',
      },
      {
        productId: 'p2',
        title: 'Tee',
        image: 'tee.png',
        price: 999.5,
        quantity: 1,
        selectedSize: 'M',
      },
    ]);
    expect(payload.addressInfo).toEqual({
      addressId: 'a1',
      address: '1 Main Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9820012345',
      notes: 'Ring twice',
    });
    expect(payload).not.toHaveProperty('addressInfo.userId');
    expect(payload.paymentMethod).toBe('online');
    expect(payload.totalAmount).toBe(3999.5);
  });

  it('adds the cash handling fee to the total for cash on delivery', () => {
    expect(buildOrderPayload(cart, address, 'cod').totalAmount).toBe(4059.5);
  });
});
