/**
 * Dates as the shop shows them, in UTC: the same day on the server, in tests and in every
 * visitor's browser. Each formatter is made on first use: the first `Intl` formatter of a kind
 * loads the browser's locale data, which a page that shows no date should not pay for.
 */
const formats = {
  date: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made: Partial<Record<keyof typeof formats, Intl.DateTimeFormat>> = {};

function format(iso: string | undefined, kind: keyof typeof formats, suffix = ''): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const formatter = made[kind] ?? new Intl.DateTimeFormat('en-IN', formats[kind]);
  made[kind] = formatter;
  return `${formatter.format(time)}${suffix}`;
}

/** '12 Jan 2025'; an unreadable date is shown as sent, a missing one as nothing. */
export const formatDate = (iso: string | undefined): string => format(iso, 'date');

/** '12 Jan 2025, 10:24 UTC'; an unreadable date is shown as sent, a missing one as nothing. */
export const formatDateTime = (iso: string | undefined): string => format(iso, 'dateTime', ' UTC');
