import {
  ADMIN_ORDER_SORTS,
  type AdminOrderQuery,
  type AdminOrderSort,
  ALL_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_FILTERS,
  PAYMENT_METHOD_LABELS,
  type PaymentFilter,
  type StatusFilter,
} from '@atelier/api-client';

/** What the orders page shows: search, payment and status filters, sort (spec section 9). */
export interface OrderView {
  search: string;
  payment: PaymentFilter;
  status: StatusFilter;
  sort: AdminOrderSort;
  /** The cursor of the page shown (extension 'admin-order-search'); '' for the first page. */
  after: string;
}

export const DEFAULT_ORDER_VIEW: OrderView = {
  search: '',
  payment: 'all',
  status: 'all',
  sort: 'newest',
  after: '',
};

/** Query-string names; short, since admins share these links. */
export const ORDER_VIEW_PARAMS = {
  search: 'q',
  payment: 'payment',
  status: 'status',
  sort: 'sort',
  after: 'after',
} as const satisfies Record<keyof OrderView, string>;

// Issue 38: cancelled orders (a shopper's) can be found too.
const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...ALL_ORDER_STATUSES];

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** The view a URL asks for; values it does not know fall back to the defaults. */
export function orderViewFromParams(params: URLSearchParams): OrderView {
  return {
    search: params.get(ORDER_VIEW_PARAMS.search) ?? '',
    payment: pick(params.get(ORDER_VIEW_PARAMS.payment), PAYMENT_FILTERS, 'all'),
    status: pick(params.get(ORDER_VIEW_PARAMS.status), STATUS_FILTERS, 'all'),
    sort: pick(params.get(ORDER_VIEW_PARAMS.sort), ADMIN_ORDER_SORTS, 'newest'),
    after: params.get(ORDER_VIEW_PARAMS.after) ?? '',
  };
}

/**
 * The URL for a view: only what differs from the defaults, so the plain page stays
 * `/admin/orders`; parameters that are not the view's are kept.
 */
export function orderViewToParams(view: OrderView, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(ORDER_VIEW_PARAMS) as Array<keyof OrderView>) {
    const name = ORDER_VIEW_PARAMS[key];
    const value = key === 'search' ? view.search.trim() : view[key];
    if (value === DEFAULT_ORDER_VIEW[key] || value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

export function isDefaultOrderView(view: OrderView): boolean {
  return (
    view.search.trim() === '' &&
    view.payment === 'all' &&
    view.status === 'all' &&
    view.sort === 'newest'
  );
}

/** The search a view asks the backend (or the browser) for. */
export function orderQueryOf(view: OrderView): AdminOrderQuery {
  return { q: view.search.trim(), payment: view.payment, status: view.status, sortBy: view.sort };
}

export const SORT_LABELS: Record<AdminOrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  amountHigh: 'Amount: high to low',
  amountLow: 'Amount: low to high',
};

// The words of the badges, so a filter reads like the cards it keeps.
export const PAYMENT_LABELS: Record<PaymentFilter, string> = {
  all: 'All payments',
  ...PAYMENT_METHOD_LABELS,
};

export const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All statuses',
  ...ORDER_STATUS_LABELS,
};

export { STATUS_FILTERS };
