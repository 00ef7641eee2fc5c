import { ProductsScreen } from '@atelier/admin-ui';
import { useSearchParams } from 'react-router-dom';

/**
 * /admin/products: the catalogue, with the add and edit panel; search, filters, sort, layout and
 * page live in the query string (q, category, brand, stock, sort, view, after).
 */
export default function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ProductsScreen
      searchParams={searchParams}
      // Replace, not push: each keystroke or filter would otherwise be a Back-button step.
      onSearchParamsChange={(next) => setSearchParams(next, { replace: true })}
    />
  );
}
