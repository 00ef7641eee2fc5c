import type { AdminOrderSort, PaymentFilter, StatusFilter } from '../constants';
import { ORDER_ID_SUFFIX_LENGTH } from '../constants';
import type { Order } from '../entities';
import type { AdminPage } from './adminProducts';

/** Order id, address, or any item title, case-insensitively. */
export function orderMatchesSearch(order: Order, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystacks = [
    order._id,
    order.addressInfo?.address ?? '',
    ...order.cartItems.map((item) => item.title),
  ];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

export interface AdminOrderView {
  search?: string;
  payment?: PaymentFilter;
  status?: StatusFilter;
  sort?: AdminOrderSort;
}

const time = (order: Order) => Date.parse(order.orderDate) || 0;
const byId = (a: Order, b: Order) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
const oldestFirst = (a: Order, b: Order) => time(a) - time(b) || byId(a, b);
// Ties go by date, then id (compared by code unit), so every backend pages in one order.
const comparators: Record<AdminOrderSort, (a: Order, b: Order) => number> = {
  newest: (a, b) => oldestFirst(b, a),
  oldest: oldestFirst,
  amountHigh: (a, b) => b.totalAmount - a.totalAmount || oldestFirst(b, a),
  amountLow: (a, b) => a.totalAmount - b.totalAmount || oldestFirst(a, b),
};

/**
 * The admin order list after search, payment and status filters, and sort (newest first); the
 * mocks page extension 'admin-order-search' over it, a plain backend's screen shows it whole.
 */
export function selectAdminOrders(orders: readonly Order[], view: AdminOrderView = {}): Order[] {
  const { search = '', payment = 'all', status = 'all', sort = 'newest' } = view;
  return orders
    .filter(
      (order) =>
        orderMatchesSearch(order, search) &&
        (payment === 'all' || order.paymentMethod === payment) &&
        (status === 'all' || order.orderStatus === status),
    )
    .sort(comparators[sort]);
}

/** The id suffix order cards show: last 8 characters for admins, 6 for shoppers. */
export function shortOrderId(id: string, audience: keyof typeof ORDER_ID_SUFFIX_LENGTH): string {
  return id.slice(-ORDER_ID_SUFFIX_LENGTH[audience]);
}

/** Extension 'admin-order-search': what `GET /api/admin/orders/search` is asked. */
export interface AdminOrderQuery {
  /** Part of the order id, the address or an item title, any case; blank matches every order. */
  q?: string;
  payment?: PaymentFilter;
  status?: StatusFilter;
  sortBy?: AdminOrderSort;
}

/** One page of the searched orders. */
export type AdminOrderPage = AdminPage<Order>;
