// Dates in UTC, like the storefront: the same day on the server, in tests and in every browser.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

function format(iso: string | undefined, formatter: Intl.DateTimeFormat, suffix = ''): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${formatter.format(time)}${suffix}`;
}

/** '12 Jan 2025'; an unreadable date is shown as sent. */
export const formatDate = (iso: string | undefined) => format(iso, dateFormat);

/** '12 Jan 2025, 10:24 UTC'. */
export const formatDateTime = (iso: string | undefined) => format(iso, dateTimeFormat, ' UTC');
