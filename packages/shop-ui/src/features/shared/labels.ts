import {
  BADGES,
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  type Product,
  stockBadge,
} from '@atelier/api-client';
import type { Tone } from '../../theme';

/** The card badge's words (from the contract rule, in the singular for one) and its tone. */
export function cardBadge(
  product: Pick<Product, 'totalStock' | 'salePrice'>,
): { label: string; tone: Tone } | null {
  const label = stockBadge(product);
  if (label === null) return null;
  if (label === BADGES.outOfStock) return { label, tone: 'red' };
  if (label === BADGES.sale) return { label, tone: 'green' };
  // 'Only N items left' reads wrong for one; the rule stays the contract's.
  return { label: product.totalStock === 1 ? 'Only 1 item left' : label, tone: 'orange' };
}

export function categoryLabel(id: Category): string {
  return CATEGORY_OPTIONS.find((option) => option.id === id)?.label ?? id;
}

export function brandLabel(id: Brand): string {
  return BRAND_OPTIONS.find((option) => option.id === id)?.label ?? id;
}

const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refundDue: 'Refund due',
};

/**
 * The words for an order's payment status. The contract names only some values (a backend may
 * send others), so an unknown one is shown as its words: 'partly_paid' becomes 'Partly paid'.
 */
export function paymentStatusLabel(status: string): string {
  const known = PAYMENT_STATUS_LABELS[status];
  if (known) return known;
  const words = status
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}

/** Labels in reading order: 'Men', 'Men & Women', 'Men, Women & Kids'. */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} & ${labels.at(-1)}`;
}
