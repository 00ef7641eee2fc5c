import { useUrlView } from '../../shared/useUrlView';
import { CustomersView } from '../CustomersView';
import { customerViewFromParams, customerViewToParams } from '../view';
import { useCustomerList } from './useCustomerList';

export interface CustomersScreenProps {
  /** The page's query string (q, sort, after); the host owns the URL. */
  searchParams?: URLSearchParams;
  /** Search, sort or page changed: the host should put these in the URL. */
  onSearchParamsChange?: (next: URLSearchParams) => void;
}

/**
 * /admin/customers, connected: the shoppers one page at a time from a backend with
 * 'admin-customers' (a plain backend keeps no list of them, and the page says so), the view kept
 * in the URL when the host gives one.
 */
export function CustomersScreen({ searchParams, onSearchParamsChange }: CustomersScreenProps) {
  const [view, setView] = useUrlView(
    searchParams,
    onSearchParamsChange,
    customerViewFromParams,
    customerViewToParams,
  );
  const list = useCustomerList(view, setView);
  return (
    <CustomersView
      isOffered={list.isOffered}
      customers={list.customers}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={list.retry}
      countText={list.countText}
      view={view}
      onViewChange={setView}
      paging={list.paging}
    />
  );
}
