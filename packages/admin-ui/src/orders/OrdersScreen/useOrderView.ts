import { useCallback, useEffect, useRef, useState } from 'react';
import { type OrderView, orderViewFromParams, orderViewToParams } from '../view';

/**
 * The orders page's view, mirrored to the query string the host owns. The typed search stays
 * local (the URL keeps it trimmed, and a host's URL update may land a render later); later URL
 * changes the host makes (Back, a shared link) replace the view.
 */
export function useOrderView(
  searchParams: URLSearchParams,
  onSearchParamsChange: (next: URLSearchParams) => void,
): [OrderView, (next: OrderView) => void] {
  const [view, setView] = useState(() => orderViewFromParams(searchParams));
  const query = searchParams.toString();
  const lastQuery = useRef(query);
  const latest = useRef({ searchParams, onSearchParamsChange });
  latest.current = { searchParams, onSearchParamsChange };

  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    setView(orderViewFromParams(new URLSearchParams(query)));
  }, [query]);

  const update = useCallback((next: OrderView) => {
    const { searchParams: params, onSearchParamsChange: report } = latest.current;
    setView(next);
    const nextParams = orderViewToParams(next, params);
    if (nextParams.toString() === lastQuery.current) return;
    lastQuery.current = nextParams.toString();
    report(nextParams);
  }, []);

  return [view, update];
}
