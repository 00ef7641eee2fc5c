import { useDebouncedValue } from '@atelier/shop-ui';
import { useMemo } from 'react';
import { useUrlView } from '../../shared/useUrlView';
import { DashboardView } from '../DashboardView';
import { checkDashboardView, dashboardViewFromParams, dashboardViewToParams } from '../view';
import { useDashboardFigures } from './useDashboardFigures';

/** How long the days of a custom range must stay still before their figures are asked for. */
export const DASHBOARD_RANGE_PAUSE_MS = 300;

export interface DashboardScreenProps {
  /** The page's query string (period, from, to); the host owns the URL. */
  searchParams?: URLSearchParams;
  /** The period changed: the host should put these in the URL. */
  onSearchParamsChange?: (next: URLSearchParams) => void;
}

/** /admin/dashboard, connected: the figures of the period in the URL, from the backend or computed here. */
export function DashboardScreen({ searchParams, onSearchParamsChange }: DashboardScreenProps) {
  const [view, setView] = useUrlView(
    searchParams,
    onSearchParamsChange,
    dashboardViewFromParams,
    dashboardViewToParams,
  );
  const checked = useMemo(() => checkDashboardView(view), [view]);
  const query = useDebouncedValue(
    'query' in checked ? checked.query : undefined,
    DASHBOARD_RANGE_PAUSE_MS,
  );
  const read = useDashboardFigures('query' in checked ? query : undefined);
  return (
    <DashboardView
      figures={read.figures}
      view={view}
      onViewChange={setView}
      {...('problems' in checked ? { problems: checked.problems } : {})}
      isUpdating={read.isUpdating}
      error={read.error}
      onRetry={read.retry}
    />
  );
}
