import type { Order } from '../entities';

/** Extension 'catalogue-csv': the orders file, one order a row, its items in one cell. */
export const ORDER_CSV_COLUMNS = [
  'id',
  'orderDate',
  'orderStatus',
  'paymentMethod',
  'paymentStatus',
  'totalAmount',
  'cashHandlingFee',
  'items',
  'address',
  'city',
  'pincode',
  'phone',
  'notes',
  'userId',
] as const;

export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** The longest range one export covers, in days. */
export const ORDER_EXPORT_MAX_DAYS = 366;

export const ORDER_EXPORT_MESSAGES = {
  fromRequired: 'Choose the first day',
  toRequired: 'Choose the last day',
  date: 'must be a date like 2026-01-31',
  order: 'The last day must not be before the first day',
  tooLong: `A range may cover at most ${ORDER_EXPORT_MAX_DAYS} days`,
} as const;

/** A day written YYYY-MM-DD that is on the calendar. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * What is wrong with a range of whole days, by field, in ORDER_EXPORT_MESSAGES' words; nothing
 * when it is a range. The schemas check requests with it, and the back office its forms,
 * without loading zod.
 */
export function dayRangeProblems(range: {
  from?: string | undefined;
  to?: string | undefined;
}): Partial<Record<'from' | 'to', string>> {
  const from = range.from?.trim() ?? '';
  const to = range.to?.trim() ?? '';
  const problems: Partial<Record<'from' | 'to', string>> = {};
  if (!from) problems.from = ORDER_EXPORT_MESSAGES.fromRequired;
  else if (!isDay(from)) problems.from = ORDER_EXPORT_MESSAGES.date;
  if (!to) problems.to = ORDER_EXPORT_MESSAGES.toRequired;
  else if (!isDay(to)) problems.to = ORDER_EXPORT_MESSAGES.date;
  if (problems.from || problems.to) return problems;
  if (from > to) return { to: ORDER_EXPORT_MESSAGES.order };
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= ORDER_EXPORT_MAX_DAYS) {
    return { to: ORDER_EXPORT_MESSAGES.tooLong };
  }
  return {};
}

/** One item as the `items` cell lists it: `2 x Linen shirt (M, Navy) @ 1999`. */
function itemText(item: Order['cartItems'][number]): string {
  const options = [item.selectedSize, item.selectedColour].filter(Boolean).join(', ');
  return `${item.quantity} x ${item.title}${options ? ` (${options})` : ''} @ ${item.price}`;
}

/** An order as its row of the orders file; dates in UTC, as the shop shows them. */
export function orderCsvRecord(order: Order): Record<OrderCsvColumn, string> {
  return {
    id: order._id,
    orderDate: new Date(order.orderDate).toISOString(),
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: String(order.totalAmount),
    cashHandlingFee: String(order.cashHandlingFee),
    items: order.cartItems.map(itemText).join('; '),
    address: order.addressInfo.address,
    city: order.addressInfo.city,
    pincode: order.addressInfo.pincode,
    phone: order.addressInfo.phone,
    notes: order.addressInfo.notes,
    userId: order.userId,
  };
}

/** The orders file's name for a range: `orders-2026-01-01-to-2026-01-31.csv`. */
export const orderCsvFileName = (from: string, to: string) => `orders-${from}-to-${to}.csv`;

/** The options papaparse's `unparse` writes both files with: formulas neutralised. */
export const CSV_WRITE_OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;
