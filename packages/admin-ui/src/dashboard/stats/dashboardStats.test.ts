import type { Order, Product } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from './dashboardStats';

const order = (id: string, patch: Partial<Order>): Order =>
  ({
    _id: id,
    orderDate: '2025-01-01T00:00:00.000Z',
    orderStatus: 'pending',
    paymentMethod: 'cod',
    totalAmount: 100,
    cartItems: [],
    ...patch,
  }) as Order;

const product = (id: string, patch: Partial<Product>): Product =>
  ({ _id: id, title: id, salesCount: 0, totalStock: 20, sizes: [], ...patch }) as Product;

describe('dashboardStats', () => {
  const orders = [
    order('a', {
      orderStatus: 'pending',
      paymentMethod: 'cod',
      totalAmount: 100,
      orderDate: '2025-01-03T00:00:00Z',
    }),
    order('b', {
      orderStatus: 'confirmed',
      paymentMethod: 'online',
      totalAmount: 300,
      orderDate: '2025-01-01T00:00:00Z',
    }),
    order('c', {
      orderStatus: 'rejected',
      paymentMethod: 'online',
      totalAmount: 1000,
      orderDate: '2025-01-04T00:00:00Z',
    }),
    order('d', {
      orderStatus: 'delivered',
      paymentMethod: 'online',
      totalAmount: 200,
      orderDate: '2025-01-02T00:00:00Z',
    }),
  ];

  it('counts revenue without rejected orders, and tallies by status and payment method', () => {
    const stats = dashboardStats(orders, []);
    expect(stats.orderCount).toBe(4);
    expect(stats.revenue).toBe(600);
    expect(stats.averageOrder).toBe(200);
    expect(stats.byStatus.rejected).toEqual({ count: 1, amount: 1000 });
    expect(stats.byStatus.inShipping).toEqual({ count: 0, amount: 0 });
    expect(stats.byPayment.online).toEqual({ count: 3, amount: 500 });
    expect(stats.byPayment.cod).toEqual({ count: 1, amount: 100 });
  });

  it('lists pending and confirmed orders oldest first, and the newest orders', () => {
    const stats = dashboardStats(orders, [], { recentCount: 2 });
    expect(stats.needingAction.map((entry) => entry._id)).toEqual(['b', 'a']);
    expect(stats.recent.map((entry) => entry._id)).toEqual(['c', 'a']);
  });

  it('ranks best sellers by salesCount and leaves out what never sold', () => {
    const products = [
      product('p1', { salesCount: 3 }),
      product('p2', { salesCount: 9 }),
      product('p3', { salesCount: 0 }),
    ];
    expect(dashboardStats([], products).bestSellers.map((entry) => entry._id)).toEqual([
      'p2',
      'p1',
    ]);
  });

  it('names out-of-stock and low-stock sizes by product, most sizes out first', () => {
    const products = [
      product('fine', { sizes: [{ _id: '1', size: 'M', stock: 10 }] }),
      product('low', {
        sizes: [
          { _id: '2', size: 'S', stock: 9 },
          { _id: '3', size: 'M', stock: 40 },
        ],
      }),
      product('out', {
        sizes: [
          { _id: '4', size: 'S', stock: 0 },
          { _id: '5', size: 'L', stock: 2 },
        ],
      }),
      product('nosizes', { sizes: [], totalStock: 0 }),
    ];
    expect(dashboardStats([], products).stockAlerts).toEqual([
      { productId: 'out', title: 'out', outOfStock: ['S'], lowStock: [{ size: 'L', stock: 2 }] },
      { productId: 'nosizes', title: 'nosizes', outOfStock: ['All sizes'], lowStock: [] },
      { productId: 'low', title: 'low', outOfStock: [], lowStock: [{ size: 'S', stock: 9 }] },
    ]);
  });
});
