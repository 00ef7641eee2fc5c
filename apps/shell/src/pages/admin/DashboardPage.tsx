import { DashboardScreen } from '@atelier/admin-ui';
import { useSearchParams } from 'react-router-dom';

/** /admin/dashboard: the shop at a glance; the period lives in the query string (period, from, to). */
export default function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <DashboardScreen
      searchParams={searchParams}
      // Replace, not push: each change of a day would otherwise be a Back-button step.
      onSearchParamsChange={(next) => setSearchParams(next, { replace: true })}
    />
  );
}
