import { z } from 'zod';
import {
  ADMIN_ORDER_SORTS,
  ADMIN_PRODUCT_SORTS,
  type AdminOrderSort,
  type AdminProductSort,
  ALL_ORDER_STATUSES,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  DEFAULT_ADMIN_PRODUCT_SORT,
  DEFAULT_DASHBOARD_PERIOD,
  dayRangeProblems,
  decodeCursor,
  FIELD_PROBLEMS,
  isDay,
  MAX_ADMIN_PAGE_LIMIT,
  ORDER_EXPORT_MESSAGES,
  type OrderStatus,
  PAYMENT_FILTERS,
  type PaymentFilter,
  STOCK_STATES,
  type StockState,
} from '../contract';
import { commaList, wholeNumber } from './catalogue';
import { brand, category } from './fields';

/** A cursor from an earlier page, read back into its values; anything else is refused. */
export const cursor = z
  .string()
  .max(600, FIELD_PROBLEMS.tooLong)
  .transform((value, ctx) => {
    const values = decodeCursor(value);
    if (!values) {
      ctx.addIssue({ code: 'custom', message: FIELD_PROBLEMS.cursor });
      return z.NEVER;
    }
    return values;
  });

const stockState = z.enum(STOCK_STATES.map((state) => state.id) as [StockState, ...StockState[]]);

/** Extension 'admin-product-search': `GET /api/admin/products/search`'s query. */
export const adminProductSearchQuery = z.object({
  q: z.string().trim().max(100, FIELD_PROBLEMS.tooLong).optional(),
  category: commaList(category),
  brand: commaList(brand),
  stock: commaList(stockState),
  sortBy: z
    .enum(ADMIN_PRODUCT_SORTS.map((sort) => sort.id) as [AdminProductSort, ...AdminProductSort[]])
    .default(DEFAULT_ADMIN_PRODUCT_SORT),
  cursor: cursor.optional(),
  limit: wholeNumber(MAX_ADMIN_PAGE_LIMIT).optional(),
});
export type AdminProductSearchQuery = z.output<typeof adminProductSearchQuery>;

const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);

/** Extension 'admin-order-search': `GET /api/admin/orders/search`'s query (spec section 9's view). */
export const adminOrderSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, FIELD_PROBLEMS.tooLong)
    // The server searches the fields joined by line breaks; a needle must not span two of them.
    .refine(
      (value) => [...value].every((ch) => ch.charCodeAt(0) >= 0x20),
      FIELD_PROBLEMS.controlCharacters,
    )
    .optional(),
  payment: oneOf<PaymentFilter>(PAYMENT_FILTERS).default('all'),
  status: oneOf<OrderStatus | 'all'>(['all', ...ALL_ORDER_STATUSES]).default('all'),
  sortBy: oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS).default('newest'),
  cursor: cursor.optional(),
  limit: wholeNumber(MAX_ADMIN_PAGE_LIMIT).optional(),
});
export type AdminOrderSearchQuery = z.output<typeof adminOrderSearchQuery>;

const day = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isDay, ORDER_EXPORT_MESSAGES.date);

type DayRange = { from?: string | undefined; to?: string | undefined };

/** A range of whole days: the last not before the first, and at most ORDER_EXPORT_MAX_DAYS. */
function checkDayRange(range: DayRange, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(dayRangeProblems(range))) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/**
 * Extension 'catalogue-csv': `GET /api/admin/orders/export`'s range, whole days in UTC, both
 * included.
 */
export const orderExportQuery = z
  .object({
    from: day(ORDER_EXPORT_MESSAGES.fromRequired),
    to: day(ORDER_EXPORT_MESSAGES.toRequired),
  })
  .superRefine(checkDayRange);
export type OrderExportQuery = z.output<typeof orderExportQuery>;

/**
 * Extension 'admin-dashboard': `GET /api/admin/dashboard`'s period; a custom one names its
 * first and last day (UTC, both included), with the orders export's rules and words.
 */
export const dashboardQuery = z
  .object({
    period: oneOf<DashboardPeriod>(DASHBOARD_PERIODS.map((entry) => entry.id)).default(
      DEFAULT_DASHBOARD_PERIOD,
    ),
    from: day(ORDER_EXPORT_MESSAGES.fromRequired).optional(),
    to: day(ORDER_EXPORT_MESSAGES.toRequired).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period === 'custom') checkDayRange(query, ctx);
  });
export type DashboardQueryInput = z.output<typeof dashboardQuery>;

/** Extension 'catalogue-csv': `POST /api/admin/products/import`'s mode. */
export const productImportQuery = z.object({ mode: z.enum(['dry-run', 'apply']) });
