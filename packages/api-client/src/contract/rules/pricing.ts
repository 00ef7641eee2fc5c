import { COD_FEE, DEFAULT_CURRENCY } from '../constants';
import type { PaymentMethod } from '../entities';

interface Priced {
  price: number;
  salePrice: number;
}

/** The price a shopper pays for one unit: the sale price when above 0, else the price. */
export function unitPrice(item: Priced): number {
  return item.salePrice > 0 ? item.salePrice : item.price;
}

export function lineTotal(item: Priced & { quantity: number }): number {
  return unitPrice(item) * item.quantity;
}

/** Sum of the line totals, rounded to paise to keep float noise out of totals. */
export function cartSubtotal(items: ReadonlyArray<Priced & { quantity: number }>): number {
  return roundMoney(items.reduce((sum, item) => sum + lineTotal(item), 0));
}

export function codFee(method: PaymentMethod): number {
  return method === 'cod' ? COD_FEE : 0;
}

export interface OrderTotals {
  subtotal: number;
  cashHandlingFee: number;
  total: number;
}

export function orderTotals(
  items: ReadonlyArray<Priced & { quantity: number }>,
  method: PaymentMethod,
): OrderTotals {
  const subtotal = cartSubtotal(items);
  const cashHandlingFee = codFee(method);
  return { subtotal, cashHandlingFee, total: roundMoney(subtotal + cashHandlingFee) };
}

/** Amount in the provider's smallest currency unit (paise for INR). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats money the way the shop shows it, e.g. ₹1,299.00. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
