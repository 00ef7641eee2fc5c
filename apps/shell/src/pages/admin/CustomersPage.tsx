import { CustomersScreen } from '@atelier/admin-ui';
import { useSearchParams } from 'react-router-dom';

/** /admin/customers: the shoppers; search, sort and page live in the query string (q, sort, after). */
export default function CustomersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <CustomersScreen
      searchParams={searchParams}
      // Replace, not push: each keystroke would otherwise be a Back-button step.
      onSearchParamsChange={(next) => setSearchParams(next, { replace: true })}
    />
  );
}
