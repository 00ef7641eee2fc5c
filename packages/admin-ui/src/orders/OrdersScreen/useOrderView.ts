import { useUrlView } from '../../shared/useUrlView';
import { type OrderView, orderViewFromParams, orderViewToParams } from '../view';

/** The orders page's view, mirrored to the query string the host owns (see useUrlView). */
export function useOrderView(
  searchParams: URLSearchParams,
  onSearchParamsChange: (next: URLSearchParams) => void,
): [OrderView, (next: OrderView) => void] {
  return useUrlView(searchParams, onSearchParamsChange, orderViewFromParams, orderViewToParams);
}
