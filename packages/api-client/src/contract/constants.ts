import type { Brand, Category, OrderStatus, PaymentMethod } from './entities';
import type { SortKey } from './payloads';
import type { AdminProductSort } from './rules/adminProducts';

/** Business constants and limits of spec section 9. */

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
/** Cash on delivery fee in rupees, added to the order total. */
export const COD_FEE = 60;
export const MAX_ADDRESSES = 3;
export const SEARCH_DELAY_MS = 1000;
/** A search keyword must be longer than this many characters once trimmed. */
export const SEARCH_KEYWORD_MIN_EXCLUSIVE = 3;
export const CAROUSEL_INTERVAL_MS = 2500;
/** Stock below this shows the "Only N items left" badge. */
export const LOW_STOCK_THRESHOLD = 10;
export const DEFAULT_CURRENCY = 'INR';
export const RESET_REDIRECT_DELAY_MS = 2000;

/** Session and local storage keys. */
export const STORAGE_KEYS = {
  user: 'user',
  filters: 'filters',
  currentOrderId: 'currentOrderId',
} as const;

export const DEFAULT_SORT: SortKey = 'price-lowtohigh';
export const SORT_OPTIONS: ReadonlyArray<{ id: SortKey; label: string }> = [
  { id: 'price-lowtohigh', label: 'Price: Low to High' },
  { id: 'price-hightolow', label: 'Price: High to Low' },
  { id: 'title-atoz', label: 'Title: A to Z' },
  { id: 'title-ztoa', label: 'Title: Z to A' },
];

export const CATEGORY_OPTIONS: ReadonlyArray<{ id: Category; label: string }> = [
  { id: 'men', label: 'Men' },
  { id: 'women', label: 'Women' },
  { id: 'kids', label: 'Kids' },
];

export const BRAND_OPTIONS: ReadonlyArray<{ id: Brand; label: string }> = [
  { id: 'nike', label: 'Nike' },
  { id: 'adidas', label: 'Adidas' },
  { id: 'puma', label: 'Puma' },
  { id: 'levi', label: "Levi's" },
  { id: 'zara', label: 'Zara' },
  { id: 'h&m', label: 'H&M' },
];

export type AdminOrderSort = 'newest' | 'oldest' | 'amountHigh' | 'amountLow';
export const ADMIN_ORDER_SORTS: readonly AdminOrderSort[] = [
  'newest',
  'oldest',
  'amountHigh',
  'amountLow',
];
export type PaymentFilter = 'all' | PaymentMethod;
export const PAYMENT_FILTERS: readonly PaymentFilter[] = ['all', 'cod', 'online'];
export type StatusFilter = 'all' | OrderStatus;

/** How many trailing characters of an order id the cards show. */
export const ORDER_ID_SUFFIX_LENGTH = { admin: 8, shopper: 6 } as const;
/** How many items an admin order card lists. */
export const ADMIN_ORDER_CARD_ITEMS = 2;
/** Extension 'bulk-order-status': the most orders one call may name (clients send more in turns). */
export const BULK_ORDER_STATUS_MAX = 1000;
/**
 * The answer to a bulk status change, also when the client sent it in several calls; here, not
 * with the server's messages, so the hooks do not pull those in.
 */
export const bulkOrdersUpdated = (updated: number, total: number) =>
  `${updated} of ${total} orders updated`;

/** The words people read for each order status, wherever one is shown or chosen. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In process',
  inShipping: 'In shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
/** The words people read for each payment method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  online: 'Card',
};

/** The back office's product list order when a request names none (rules/adminProducts.ts). */
export const DEFAULT_ADMIN_PRODUCT_SORT: AdminProductSort = 'newest';
