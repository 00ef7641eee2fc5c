import { describe, expect, it } from 'vitest';
import { brandLabel, cardBadge, categoryLabel, joinLabels, paymentStatusLabel } from './labels';

describe('cardBadge', () => {
  it('maps each stock badge to a tone', () => {
    expect(cardBadge({ totalStock: 0, salePrice: 10 })).toEqual({
      label: 'Out Of Stock',
      tone: 'red',
    });
    expect(cardBadge({ totalStock: 3, salePrice: 10 })).toEqual({
      label: 'Only 3 items left',
      tone: 'orange',
    });
    expect(cardBadge({ totalStock: 30, salePrice: 10 })).toEqual({ label: 'Sale', tone: 'green' });
    expect(cardBadge({ totalStock: 30, salePrice: 0 })).toBeNull();
  });

  it('says one item in the singular', () => {
    expect(cardBadge({ totalStock: 1, salePrice: 0 })?.label).toBe('Only 1 item left');
    expect(cardBadge({ totalStock: 2, salePrice: 0 })?.label).toBe('Only 2 items left');
  });
});

describe('labels', () => {
  it('names categories and brands as the filters do', () => {
    expect(categoryLabel('kids')).toBe('Kids');
    expect(brandLabel('levi')).toBe("Levi's");
    expect(brandLabel('h&m')).toBe('H&M');
  });

  it('puts payment statuses in words, known or not', () => {
    expect(paymentStatusLabel('paid')).toBe('Paid');
    expect(paymentStatusLabel('refundDue')).toBe('Refund due');
    expect(paymentStatusLabel('partly_paid')).toBe('Partly paid');
    expect(paymentStatusLabel('')).toBe('');
  });

  it('joins several labels for a heading', () => {
    expect(joinLabels([])).toBe('');
    expect(joinLabels(['Men'])).toBe('Men');
    expect(joinLabels(['Men', 'Women'])).toBe('Men & Women');
    expect(joinLabels(['Men', 'Women', 'Kids'])).toBe('Men, Women & Kids');
  });
});
