import type { AdminOrderSort, PaymentFilter, StatusFilter } from '../constants';
import { ORDER_ID_SUFFIX_LENGTH } from '../constants';
import type { Order } from '../entities';

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
const comparators: Record<AdminOrderSort, (a: Order, b: Order) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  amountHigh: (a, b) => b.totalAmount - a.totalAmount,
  amountLow: (a, b) => a.totalAmount - b.totalAmount,
};

/** The admin order list after search, payment and status filters, and sort (newest first). */
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
