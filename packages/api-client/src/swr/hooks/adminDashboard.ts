import useSWR from 'swr';
import {
  type DashboardFigures,
  type DashboardQuery,
  dashboardKeyQuery,
} from '../../contract/rules/dashboard';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';
import { useAdminApi } from '../useAdminApi';

/**
 * The dashboard's figures for a period (extension 'admin-dashboard'). No request while
 * `enabled` is false (a backend without it, or a custom range not yet complete).
 */
export function useAdminDashboard(
  query: DashboardQuery,
  enabled: boolean,
  config?: ApiSWRConfig<DashboardFigures>,
): ApiSWRResponse<DashboardFigures> {
  const { adminDashboard } = useAdminApi();
  return useSWR<DashboardFigures, ApiError, ApiKey<'adminDashboard'> | null>(
    enabled ? apiKeys.adminDashboard(dashboardKeyQuery(query)) : null,
    async ([, normal]) => (await adminDashboard.figures(normal)).data,
    config,
  );
}
