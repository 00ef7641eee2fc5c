import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A page's view, mirrored to the query string the host owns. The view itself stays local (a
 * typed search keeps its spaces, and a host's URL update may land a render later); later URL
 * changes the host makes (Back, a shared link) replace the view. A host that gives no query
 * string (or no way to change it) leaves the view in a query string of the hook's own.
 */
export function useUrlView<V>(
  hostParams: URLSearchParams | undefined,
  onHostParamsChange: ((next: URLSearchParams) => void) | undefined,
  fromParams: (params: URLSearchParams) => V,
  toParams: (view: V, base: URLSearchParams) => URLSearchParams,
): [V, (next: V) => void] {
  const [ownParams, setOwnParams] = useState(() => new URLSearchParams());
  const searchParams = hostParams ?? ownParams;
  const onSearchParamsChange = onHostParamsChange ?? setOwnParams;
  const [view, setView] = useState(() => fromParams(searchParams));
  const query = searchParams.toString();
  const lastQuery = useRef(query);
  const latest = useRef({ searchParams, onSearchParamsChange, fromParams, toParams });
  latest.current = { searchParams, onSearchParamsChange, fromParams, toParams };

  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    setView(latest.current.fromParams(new URLSearchParams(query)));
  }, [query]);

  const update = useCallback((next: V) => {
    const { searchParams: params, onSearchParamsChange: report, toParams: write } = latest.current;
    setView(next);
    const nextParams = write(next, params);
    if (nextParams.toString() === lastQuery.current) return;
    lastQuery.current = nextParams.toString();
    report(nextParams);
  }, []);

  return [view, update];
}
