import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  activeFilterCount,
  hasFilterParams,
  LISTING_PARAMS,
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
    let restored = false;
    if (!hasFilterParams(params)) {
      const stored = readStoredFilters();
      if (activeFilterCount(stored) > 0) {
        next = { ...next, ...stored };
        restored = true;
        setRestored(true);
      }
    }
    restoring.current = false;
    // Restored filters go into the address, and one the listing reads differently is rewritten
    // (the default sort spelt out, unknown values dropped), so the address says what is shown.
    // An address without listing parameters already does: the whole list, in the default
    // order; rewriting it would only render the page again.
    const nextParams = listingStateToParams(next, params);
    const named = LISTING_PARAMS.some((name) => params.has(name));
    if ((restored || named) && nextParams.toString() !== params.toString()) report(nextParams);
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
