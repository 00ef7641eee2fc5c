import type { Order, Review, ReviewFit } from '../entities';

/**
 * Extension `review-fit` and `size-guides`: the words and sums a shopper reads about fit, shared
 * by the storefront, the mocks and the server's mails.
 */

/** The answers in the order a shopper reads them, with their words. */
export const FIT_ANSWERS: ReadonlyArray<{ id: ReviewFit; label: string }> = [
  { id: 'small', label: 'Runs small' },
  { id: 'true', label: 'True to size' },
  { id: 'large', label: 'Runs large' },
];

export const fitLabel = (fit: ReviewFit): string =>
  FIT_ANSWERS.find((answer) => answer.id === fit)?.label ?? fit;

export interface FitSummary {
  /** The most given answer (on a tie, true to size, then the order of FIT_ANSWERS). */
  fit: ReviewFit;
  /** Its share of the answers, a whole percentage. */
  percent: number;
  /** How many reviews answered. */
  answers: number;
}

/** The most given fit answer and its share; null when no review answered. */
export function fitSummary(reviews: readonly Pick<Review, 'fit'>[]): FitSummary | null {
  const counts = new Map<ReviewFit, number>();
  for (const { fit } of reviews) if (fit) counts.set(fit, (counts.get(fit) ?? 0) + 1);
  const answers = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (answers === 0) return null;
  const order: ReviewFit[] = ['true', 'small', 'large'];
  const fit = order.reduce((best, id) =>
    (counts.get(id) ?? 0) > (counts.get(best) ?? 0) ? id : best,
  );
  return { fit, percent: Math.round(((counts.get(fit) ?? 0) / answers) * 100), answers };
}

/** "Most say true to size: 72%". */
export const fitSummaryText = ({ fit, percent }: FitSummary): string =>
  `Most say ${fitLabel(fit).toLowerCase()}: ${percent}%`;

export type MeasureUnit = 'cm' | 'in';

const CM_PER_INCH = 2.54;

/** A measurement as shown: whole or half centimetres, inches to one decimal. */
export function formatMeasure(cm: number, unit: MeasureUnit): string {
  if (unit === 'cm') return String(Math.round(cm * 2) / 2);
  return (cm / CM_PER_INCH).toFixed(1);
}

/**
 * Whether an order makes its shopper a verified buyer of what it holds: it was not rejected or
 * cancelled, and it is paid, or paid on delivery.
 */
export function countsAsPurchase(
  order: Pick<Order, 'orderStatus' | 'paymentMethod' | 'paymentStatus'>,
): boolean {
  if (order.orderStatus === 'rejected' || order.orderStatus === 'cancelled') return false;
  return order.paymentMethod === 'cod' || order.paymentStatus === 'paid';
}
