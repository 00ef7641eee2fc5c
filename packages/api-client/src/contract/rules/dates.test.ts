import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('shows day, short month and year in UTC', () => {
    expect(formatDate('2025-01-12T10:24:00.000Z')).toBe('12 Jan 2025');
    // Already the next day east of UTC: still the order's UTC day.
    expect(formatDate('2025-04-30T23:59:00.000Z')).toBe('30 Apr 2025');
  });

  it('leaves an unreadable date as it came, and a missing one empty', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour UTC time and says so', () => {
    expect(formatDateTime('2025-01-12T10:24:00.000Z')).toBe('12 Jan 2025, 10:24 UTC');
    expect(formatDateTime('2025-04-30T23:59:00.000Z')).toBe('30 Apr 2025, 23:59 UTC');
    expect(formatDateTime('2025-04-30T00:05:00.000Z')).toBe('30 Apr 2025, 00:05 UTC');
  });

  it('leaves an unreadable date as it came, and a missing one empty', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(undefined)).toBe('');
  });
});
