import type { Address, Order } from '../entities';
import type { AdminPage } from './adminProducts';

/**
 * Extension 'admin-customers': the back office's shoppers, searched and paged by the backend
 * (`GET /api/admin/customers/search`), one shopper's page (`GET /api/admin/customers/details/{id}`)
 * and blocking (`POST /api/admin/customers/block/{id}`, `POST /api/admin/customers/unblock/{id}`).
 * Admin accounts are not customers: they are never listed, shown or blocked here. A plain backend
 * has no list of shoppers, so the back office offers the page only where a backend has this.
 */

export type AdminCustomerSort = 'newest' | 'name-atoz';
export const ADMIN_CUSTOMER_SORTS: ReadonlyArray<{ id: AdminCustomerSort; label: string }> = [
  { id: 'newest', label: 'Newest first' },
  { id: 'name-atoz', label: 'Name: A to Z' },
];
export const DEFAULT_ADMIN_CUSTOMER_SORT: AdminCustomerSort = 'newest';

/** A customer's page lists at most this many of their orders, newest first. */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** The most a block's reason may hold. */
export const BLOCK_REASON_MAX = 500;

export interface AdminCustomerQuery {
  /** Part of a name or an e-mail address, any case; blank matches every shopper. */
  q?: string;
  sortBy?: AdminCustomerSort;
}

/** A shopper as the list shows them. */
export interface CustomerSummary {
  id: string;
  userName: string;
  email: string;
  /** Entered the code mailed at sign-up (or followed a reset link). */
  verified: boolean;
  /** Blocked by an admin: cannot sign in or order. */
  blocked: boolean;
  /** Every order they placed, whatever became of it. */
  orderCount: number;
  /** What their orders came to, rejected and cancelled ones left out (as on the dashboard). */
  totalSpent: number;
  /** ISO time of their newest order; null before the first. */
  lastOrderDate: string | null;
}

/** One page of the searched list: counted up to ADMIN_COUNT_CAP; no `nextCursor` on the last. */
export type CustomerPage = AdminPage<CustomerSummary>;

/** Who did what to an account, and when: the customer's history. */
export interface CustomerEvent {
  _id: string;
  kind: 'blocked' | 'unblocked';
  /** ISO time. */
  at: string;
  /** The admin who did it, by name (kept as it was then). */
  by: string;
  /** `blocked`: why. */
  reason?: string;
}

/** One shopper's page: the summary, why they are blocked, their addresses, orders and history. */
export interface CustomerDetails extends CustomerSummary {
  /** ISO time the account was created. */
  joinedAt: string;
  /** While blocked: the reason given, when and by whom. */
  block: { reason: string; at: string; by: string } | null;
  addresses: Address[];
  /** Their newest orders, at most CUSTOMER_ORDERS_SHOWN (`orderCount` says how many in all). */
  orders: Order[];
  /** Blocks and unblocks, newest first. */
  history: CustomerEvent[];
}

export interface CustomerDetailsResponse {
  success: boolean;
  data: CustomerDetails;
}

/** Whether an order counts toward what a shopper spent: not rejected, not cancelled. */
export function countsTowardSpend(order: Pick<Order, 'orderStatus'>): boolean {
  return order.orderStatus !== 'rejected' && order.orderStatus !== 'cancelled';
}

/** Name or e-mail contains the text, case-insensitively. */
export function matchesNameOrEmail(
  user: { userName: string; email: string },
  q: string | undefined,
): boolean {
  const needle = q?.trim().toLowerCase() ?? '';
  return (
    !needle ||
    user.userName.toLowerCase().includes(needle) ||
    user.email.toLowerCase().includes(needle)
  );
}

/** A customer's order figures from their orders (any order; the newest need not come first). */
export function customerFigures(
  orders: readonly Pick<Order, 'orderStatus' | 'totalAmount' | 'orderDate'>[],
): Pick<CustomerSummary, 'orderCount' | 'totalSpent' | 'lastOrderDate'> {
  let totalSpent = 0;
  let lastOrderDate: string | null = null;
  for (const order of orders) {
    if (countsTowardSpend(order)) totalSpent += order.totalAmount;
    if (!lastOrderDate || Date.parse(order.orderDate) > Date.parse(lastOrderDate)) {
      lastOrderDate = order.orderDate;
    }
  }
  // Sums of rupees with paise: kept to two decimals as the server's numeric column is.
  return {
    orderCount: orders.length,
    totalSpent: Math.round(totalSpent * 100) / 100,
    lastOrderDate,
  };
}
