import { describe, expect, it } from 'vitest';
import type { Address, Cart } from '../entities';
import { buildCapturePayload, buildOrderData, toOrderAddress } from './orders';

const address: Address = {
  _id: 'a1',
  userId: 'u1',
  address: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  phone: '9876543210',
  notes: 'Ring twice',
};
const cart: Cart = {
  _id: 'c1',
  items: [
    {
      productId: 'p1',
      title: 'Linen shirt',
      image: '/media/garments/shirt-f4f3ef.svg',
      price: 2000,
      salePrice: 1500,
      quantity: 2,
      selectedSize: 'M',
    },
    {
      productId: 'p2',
      title: 'Chinos',
      image: '/media/garments/jeans-b98a57.svg',
      price: 1000,
      salePrice: 0,
      quantity: 1,
      selectedSize: '32',
    },
  ],
};
const payment = {
  razorpay_order_id: 'order_test_1',
  razorpay_payment_id: 'pay_test_1',
  razorpay_signature: 'sig',
};

describe('toOrderAddress', () => {
  it("copies the saved address's fields and names it by id, without the owner", () => {
    expect(toOrderAddress(address)).toEqual({
      addressId: 'a1',
      address: '12 MG Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9876543210',
      notes: 'Ring twice',
    });
  });
});

describe('buildOrderData', () => {
  it('charges the sale price per line and adds the cash fee to the total', () => {
    const order = buildOrderData({ userId: 'u1', cart, address, paymentMethod: 'cod' });
    expect(order).toEqual({
      userId: 'u1',
      cartId: 'c1',
      cartItems: [
        {
          productId: 'p1',
          title: 'Linen shirt',
          image: '/media/garments/shirt-f4f3ef.svg',
          price: 1500,
          quantity: 2,
          selectedSize: 'M',
        },
        {
          productId: 'p2',
          title: 'Chinos',
          image: '/media/garments/jeans-b98a57.svg',
          price: 1000,
          quantity: 1,
          selectedSize: '32',
        },
      ],
      addressInfo: toOrderAddress(address),
      paymentMethod: 'cod',
      totalAmount: 4060,
    });
    expect(
      buildOrderData({ userId: 'u1', cart, address, paymentMethod: 'online' }).totalAmount,
    ).toBe(4000);
  });
});

describe('buildCapturePayload', () => {
  const order = buildOrderData({ userId: 'u1', cart, address, paymentMethod: 'online' });

  it("sends the order's data again, with the order id the create answer gave", () => {
    expect(buildCapturePayload(payment, order, { orderId: 'o1' })).toEqual({
      ...payment,
      orderData: { ...order, orderId: 'o1' },
    });
  });

  it('leaves orderId out when the backend creates the order only at capture', () => {
    const capture = buildCapturePayload(payment, order, {});
    expect(capture.orderData).toEqual(order);
    expect(capture.orderData).not.toHaveProperty('orderId');
  });
});
