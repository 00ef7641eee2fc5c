import { describe, expect, it } from 'vitest';
import type { Order } from '../entities';
import { orderMatchesSearch, selectAdminOrders, shortOrderId } from './adminOrders';

const order = (over: Partial<Order>): Order => ({
  _id: '65f0c0ffee0000000000aaaa',
  userId: 'u1',
  cartId: 'c1',
  cartItems: [
    { productId: 'p', title: 'Linen Shirt', image: '', price: 1, quantity: 1, selectedSize: 'M' },
  ],
  addressInfo: {
    addressId: 'a',
    address: '12 MG Road',
    city: 'Pune',
    pincode: '411001',
    phone: '1',
    notes: '',
  },
  orderStatus: 'pending',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  totalAmount: 100,
  cashHandlingFee: 60,
  orderDate: '2026-01-01T10:00:00.000Z',
  paymentId: '',
  ...over,
});

const a = order({
  _id: 'aaaa1111bbbb2222cccc3333',
  totalAmount: 500,
  orderDate: '2026-03-01T00:00:00Z',
});
const b = order({
  _id: 'dddd4444eeee5555ffff6666',
  totalAmount: 2500,
  orderDate: '2026-01-01T00:00:00Z',
  paymentMethod: 'online',
  orderStatus: 'delivered',
  cartItems: [
    { productId: 'q', title: 'Denim Jacket', image: '', price: 1, quantity: 1, selectedSize: 'L' },
  ],
  addressInfo: {
    addressId: 'b',
    address: '5 Park Street',
    city: 'Kolkata',
    pincode: '700016',
    phone: '1',
    notes: '',
  },
});
const c = order({
  _id: 'ffff0000aaaa1111bbbb9999',
  totalAmount: 1200,
  orderDate: '2026-02-01T00:00:00Z',
});

describe('admin order search', () => {
  it('matches id, address or any item title, ignoring case', () => {
    expect(orderMatchesSearch(b, 'EEEE5555')).toBe(true);
    expect(orderMatchesSearch(b, 'park street')).toBe(true);
    expect(orderMatchesSearch(b, 'denim')).toBe(true);
    expect(orderMatchesSearch(b, 'linen')).toBe(false);
    expect(orderMatchesSearch(b, '   ')).toBe(true);
  });
});

describe('admin order filter and sort', () => {
  const ids = (orders: Order[]) => orders.map((o) => o._id.slice(0, 4));

  it('sorts newest first by default', () => {
    expect(ids(selectAdminOrders([b, a, c]))).toEqual(['aaaa', 'ffff', 'dddd']);
  });
  it.each([
    ['oldest', ['dddd', 'ffff', 'aaaa']],
    ['amountHigh', ['dddd', 'ffff', 'aaaa']],
    ['amountLow', ['aaaa', 'ffff', 'dddd']],
  ] as const)('sorts %s', (sort, expected) => {
    expect(ids(selectAdminOrders([a, b, c], { sort }))).toEqual(expected);
  });
  it('breaks ties by date, then id, the way a paging backend reads its index', () => {
    const same = { totalAmount: 700, orderDate: '2026-04-01T00:00:00Z' };
    const x = order({ ...same, _id: 'x2' });
    const y = order({ ...same, _id: 'x1' });
    const z = order({ _id: 'x3', totalAmount: 700, orderDate: '2026-05-01T00:00:00Z' });
    const sorted = (sort: 'newest' | 'oldest' | 'amountHigh' | 'amountLow') =>
      selectAdminOrders([y, z, x], { sort }).map((o) => o._id);
    expect(sorted('newest')).toEqual(['x3', 'x2', 'x1']);
    expect(sorted('oldest')).toEqual(['x1', 'x2', 'x3']);
    expect(sorted('amountHigh')).toEqual(['x3', 'x2', 'x1']);
    expect(sorted('amountLow')).toEqual(['x1', 'x2', 'x3']);
  });
  it('filters by payment method and status', () => {
    expect(ids(selectAdminOrders([a, b, c], { payment: 'online' }))).toEqual(['dddd']);
    expect(ids(selectAdminOrders([a, b, c], { payment: 'cod' }))).toEqual(['aaaa', 'ffff']);
    expect(ids(selectAdminOrders([a, b, c], { status: 'delivered' }))).toEqual(['dddd']);
    expect(ids(selectAdminOrders([a, b, c], { status: 'rejected' }))).toEqual([]);
  });
  it('combines search with filters and does not mutate the input', () => {
    const input = [a, b, c];
    expect(
      ids(selectAdminOrders(input, { search: 'linen', payment: 'cod', sort: 'amountHigh' })),
    ).toEqual(['ffff', 'aaaa']);
    expect(ids(input)).toEqual(['aaaa', 'dddd', 'ffff']);
  });
});

describe('short order id', () => {
  it('shows the last 8 characters to admins and 6 to shoppers', () => {
    expect(shortOrderId('65f0c0ffee0000000000aaaa', 'admin')).toBe('0000aaaa');
    expect(shortOrderId('65f0c0ffee0000000000aaaa', 'shopper')).toBe('00aaaa');
  });
});
