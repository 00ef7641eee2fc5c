import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  hasFilterParams,
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  readStoredFilters,
  writeStoredFilters,
} from '../listingParams';

export interface ListingStateApi {
  /** What the listing shows: read from the query string, which is the one source of truth. */
  state: ListingState;
  /** Asks the host to put a new state in the URL. */
  update: (next: ListingState) => void;
  /** True while the filters shown are the ones restored from an earlier visit. */
  isRestored: boolean;
}

/**
 * The listing's filters and sort, derived from the query string. Once, after mount, filters kept
 * in session storage from an earlier visit are restored into the URL when it names none (never
 * while rendering, so a server render and the hydrating browser agree); from then on storage
 * follows the URL, so the next visit finds what was last chosen.
 */
export function useListingState(
  searchParams: URLSearchParams,
  onSearchParamsChange: (next: URLSearchParams) => void,
): ListingStateApi {
  const query = searchParams.toString();
  const state = useMemo(() => listingStateFromParams(new URLSearchParams(query)), [query]);
  const [isRestored, setRestored] = useState(false);
  // Read inside effects and callbacks without making them change on every render of the host.
  const latest = useRef({ searchParams, onSearchParamsChange });
  latest.current = { searchParams, onSearchParamsChange };
  const restoring = useRef(true);

  useEffect(() => {
    const { searchParams: params, onSearchParamsChange: report } = latest.current;
    let next = listingStateFromParams(params);
    if (!hasFilterParams(params)) {
      const stored = readStoredFilters();
      if (stored.category.length > 0 || stored.brand.length > 0) {
        next = { ...next, ...stored };
        setRestored(true);
      }
    }
    restoring.current = false;
    // The default sort is spelt out too, so the address always says what is shown.
    const nextParams = listingStateToParams(next, params);
    if (nextParams.toString() !== params.toString()) report(nextParams);
  }, []);

  useEffect(() => {
    // Until the restore has run, the URL's empty filters must not overwrite the stored ones.
    if (restoring.current) return;
    writeStoredFilters(state);
  }, [state]);

  const update = useCallback((next: ListingState) => {
    const { searchParams: params, onSearchParamsChange: report } = latest.current;
    setRestored(false);
    report(listingStateToParams(next, params));
  }, []);

  return { state, update, isRestored };
}
