import type { DataResponse } from '../contract/payloads';
import type { DashboardFigures, DashboardQuery } from '../contract/rules/dashboard';
import type { Send } from './http';

/** The period as URL parameters; the days only for a custom one. */
export function dashboardParams(query: DashboardQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.period) params.set('period', query.period);
  if (query.period === 'custom') {
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
  }
  return params;
}

/** Extension 'admin-dashboard': the back office's figures for a period, computed by the server. */
export function adminDashboardApi(send: Send) {
  return {
    figures: (query: DashboardQuery) =>
      send<DataResponse<DashboardFigures>>({
        method: 'GET',
        path: '/api/admin/dashboard',
        query: dashboardParams(query),
        fallback: 'Failed to load the dashboard',
      }),
  };
}
