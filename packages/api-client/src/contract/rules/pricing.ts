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

/** Digits before the last three, in twos (Indian grouping: 1,29,999). */
const LAKH_GROUPS = /\B(?=(\d{2})+$)/g;

/**
 * Rupees as Intl's en-IN currency format writes them (₹1,29,999.00, -₹60.00), without it: the
 * first Intl number format a page makes loads the browser's number-formatting data, 40 ms on a
 * laptop and 150 ms on a phone, inside the first render of any page with a price. `digits` is
 * the amount's shortest decimal form without its sign, which Intl rounds (1.005 to 1.01, where
 * toFixed rounds the binary value below it to 1.00).
 */
function formatRupees(amount: number, digits: string): string {
  const [whole = '', fraction = ''] = digits.split('.');
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const paiseTotal = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  const text = paiseTotal.toString().padStart(3, '0');
  const rupees = text.slice(0, -2);
  const grouped =
    rupees.length > 3
      ? `${rupees.slice(0, -3).replace(LAKH_GROUPS, ',')},${rupees.slice(-3)}`
      : rupees;
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}₹${grouped}.${text.slice(-2)}`;
}

/** Formats money the way the shop shows it, e.g. ₹1,299.00. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = String(Math.abs(amount));
  // Plain decimals only: not NaN, Infinity or an exponent (below 1e-6, from 1e21).
  if (currency === 'INR' && /^\d+(\.\d+)?$/.test(digits)) return formatRupees(amount, digits);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
