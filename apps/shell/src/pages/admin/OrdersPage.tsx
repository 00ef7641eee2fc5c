import { OrdersScreen } from '@atelier/admin-ui';
import { useSearchParams } from 'react-router-dom';

/** /admin/orders: search, filters and sort live in the query string (q, payment, status, sort). */
export default function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <OrdersScreen
      searchParams={searchParams}
      // Replace, not push: each keystroke or filter would otherwise be a Back-button step.
      onSearchParamsChange={(next) => setSearchParams(next, { replace: true })}
    />
  );
}
