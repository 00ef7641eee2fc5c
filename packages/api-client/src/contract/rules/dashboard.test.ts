import { describe, expect, it } from 'vitest';
import type { Order, Product } from '../entities';
import { dashboardFigures, dashboardRange, daysBetween } from './dashboard';

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

const item = (productId: string, quantity: number) =>
  ({ productId, title: productId, quantity }) as Order['cartItems'][number];

const product = (id: string, patch: Partial<Product>): Product =>
  ({ _id: id, title: id, salesCount: 0, totalStock: 20, sizes: [], ...patch }) as Product;

const ALL_OF_JANUARY = { from: '2025-01-01', to: '2025-01-31' };

describe('dashboardRange', () => {
  const now = new Date('2025-03-10T23:30:00Z');
  it('counts today and the days before it, in UTC', () => {
    expect(dashboardRange({ period: 'today' }, now)).toEqual({
      from: '2025-03-10',
      to: '2025-03-10',
    });
    expect(dashboardRange({ period: '7d' }, now)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(dashboardRange({ period: '30d' }, now)).toEqual({
      from: '2025-02-09',
      to: '2025-03-10',
    });
  });
  it('takes a custom range as asked', () => {
    expect(dashboardRange({ period: 'custom', from: '2024-02-28', to: '2024-03-01' }, now)).toEqual(
      {
        from: '2024-02-28',
        to: '2024-03-01',
      },
    );
    expect(daysBetween('2024-02-28', '2024-03-01')).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('dashboardFigures', () => {
  const orders = [
    order('a', {
      orderStatus: 'pending',
      totalAmount: 100,
      orderDate: '2025-01-03T00:00:00Z',
      cartItems: [item('shirt', 2)],
    }),
    order('b', {
      orderStatus: 'confirmed',
      paymentMethod: 'online',
      totalAmount: 300.1,
      orderDate: '2025-01-01T00:00:00Z',
      cartItems: [item('shirt', 1), item('scarf', 4)],
    }),
    order('c', {
      orderStatus: 'rejected',
      paymentMethod: 'online',
      totalAmount: 1000,
      orderDate: '2025-01-04T00:00:00Z',
      cartItems: [item('coat', 9)],
    }),
    order('d', {
      orderStatus: 'delivered',
      paymentMethod: 'online',
      totalAmount: 200.2,
      orderDate: '2025-01-02T23:59:59Z',
    }),
    order('old', { orderStatus: 'pending', orderDate: '2024-12-31T23:59:59Z', totalAmount: 7 }),
  ];

  it('counts the period’s revenue without rejected orders, and tallies by status and payment', () => {
    const figures = dashboardFigures(orders, [], ALL_OF_JANUARY);
    expect(figures.orderCount).toBe(4);
    expect(figures.revenue).toBe(600.3);
    expect(figures.averageOrder).toBe(200.1);
    expect(figures.byStatus.rejected).toEqual({ count: 1, amount: 1000 });
    expect(figures.byStatus.inShipping).toEqual({ count: 0, amount: 0 });
    expect(figures.byPayment.online).toEqual({ count: 3, amount: 500.3 });
    expect(figures.byPayment.cod).toEqual({ count: 1, amount: 100 });
  });

  it('gives every day of the period, days without orders included', () => {
    const figures = dashboardFigures(orders, [], { from: '2024-12-31', to: '2025-01-05' });
    expect(figures.days).toEqual([
      { day: '2024-12-31', orders: 1, revenue: 7 },
      { day: '2025-01-01', orders: 1, revenue: 300.1 },
      { day: '2025-01-02', orders: 1, revenue: 200.2 },
      { day: '2025-01-03', orders: 1, revenue: 100 },
      { day: '2025-01-04', orders: 1, revenue: 0 },
      { day: '2025-01-05', orders: 0, revenue: 0 },
    ]);
  });

  it('lists every pending and confirmed order oldest first, and the period’s newest orders', () => {
    const figures = dashboardFigures(orders, [], ALL_OF_JANUARY);
    expect(figures.needingActionCount).toBe(3);
    expect(figures.needingAction.map((entry) => entry._id)).toEqual(['old', 'b', 'a']);
    expect(figures.recent.map((entry) => entry._id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('ranks the period’s best sellers by units in orders that bring money in', () => {
    const figures = dashboardFigures(orders, [], ALL_OF_JANUARY);
    expect(figures.bestSellers).toEqual([
      { productId: 'scarf', title: 'scarf', sold: 4 },
      { productId: 'shirt', title: 'shirt', sold: 3 },
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
    const figures = dashboardFigures([], products, ALL_OF_JANUARY);
    expect(figures.stockAlertCount).toBe(3);
    expect(figures.stockAlerts).toEqual([
      { productId: 'out', title: 'out', outOfStock: ['S'], lowStock: [{ size: 'L', stock: 2 }] },
      { productId: 'nosizes', title: 'nosizes', outOfStock: ['All sizes'], lowStock: [] },
      { productId: 'low', title: 'low', outOfStock: [], lowStock: [{ size: 'S', stock: 9 }] },
    ]);
  });
});
