import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './formatOrderDate';

describe('formatOrderDate', () => {
  it('shows day, short month and year in UTC', () => {
    expect(formatOrderDate('2025-01-12T10:24:00.000Z')).toBe('12 Jan 2025');
    expect(formatOrderDate('2025-04-30T23:59:00.000Z')).toBe('30 Apr 2025');
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatOrderDate('soon')).toBe('soon');
  });
});
