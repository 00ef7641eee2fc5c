import { describe, expect, it } from 'vitest';
import { brandLabel, cardBadge, categoryLabel } from './productLabels';

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
});

describe('labels', () => {
  it('names categories and brands as the filters do', () => {
    expect(categoryLabel('kids')).toBe('Kids');
    expect(brandLabel('levi')).toBe("Levi's");
    expect(brandLabel('h&m')).toBe('H&M');
  });
});
