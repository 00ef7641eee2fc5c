const formatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * An order date as the shopper reads it, e.g. '12 Jan 2025'. UTC keeps the day the same on
 * the server, in tests and in every visitor's browser; an unreadable date is shown as sent.
 */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatter.format(time);
}
