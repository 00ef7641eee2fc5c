import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardQuery,
  DEFAULT_DASHBOARD_PERIOD,
  dayRangeProblems,
} from '@atelier/api-client';

/** What the dashboard shows: a period, and for a custom one its first and last day. */
export interface DashboardPeriodView {
  period: DashboardPeriod;
  /** YYYY-MM-DD; '' until chosen. Kept while another period is shown, to come back to. */
  from: string;
  to: string;
}

export const DEFAULT_DASHBOARD_VIEW: DashboardPeriodView = {
  period: DEFAULT_DASHBOARD_PERIOD,
  from: '',
  to: '',
};

/** The view a URL asks for (`period`, `from`, `to`); a period it does not know is the default. */
export function dashboardViewFromParams(params: URLSearchParams): DashboardPeriodView {
  const period = params.get('period');
  return {
    period: DASHBOARD_PERIODS.find((entry) => entry.id === period)?.id ?? DEFAULT_DASHBOARD_PERIOD,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The URL for a view: only what differs from the defaults; other parameters are kept. */
export function dashboardViewToParams(
  view: DashboardPeriodView,
  base?: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['period', 'from', 'to'] as const) {
    if (view[key] === DEFAULT_DASHBOARD_VIEW[key]) next.delete(key);
    else next.set(key, view[key]);
  }
  return next;
}

/** The period as asked, or what is wrong with a custom range, by field, in the server's words. */
export function checkDashboardView(
  view: DashboardPeriodView,
): { query: DashboardQuery } | { problems: Partial<Record<'from' | 'to', string>> } {
  if (view.period !== 'custom') return { query: { period: view.period } };
  const range = { from: view.from.trim(), to: view.to.trim() };
  const problems = dayRangeProblems(range);
  return problems.from || problems.to ? { problems } : { query: { period: 'custom', ...range } };
}
