import { useCallback, useEffect, useRef, useState } from 'react';
import {
  initialListingState,
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  sameListingState,
  writeStoredFilters,
} from '../listingParams';

/**
 * The listing's filters and sort, kept in session storage and mirrored to the query string.
 * On first render the query string wins, else the session's filters; after that the query string
 * is the truth, so a header link to `?category=men` replaces whatever was chosen.
 */
export function useListingState(
  searchParams: URLSearchParams,
  onSearchParamsChange: (next: URLSearchParams) => void,
): [ListingState, (next: ListingState) => void] {
  const [state, setState] = useState(() => initialListingState(searchParams));
  const query = searchParams.toString();
  const lastQuery = useRef(query);
  // Read inside effects without making them re-run on every render of the host.
  const latest = useRef({ state, searchParams, onSearchParamsChange });
  latest.current = { state, searchParams, onSearchParamsChange };

  // First render: storage may hold filters the URL lacks; write them back to both.
  useEffect(() => {
    const { state: first, searchParams: params, onSearchParamsChange: report } = latest.current;
    writeStoredFilters(first);
    const next = listingStateToParams(first, params);
    if (next.toString() !== params.toString()) report(next);
  }, []);

  // Later URL changes made by the host (back button, header links) replace the state.
  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    const fromUrl = listingStateFromParams(new URLSearchParams(query));
    if (sameListingState(fromUrl, latest.current.state)) return;
    setState(fromUrl);
    writeStoredFilters(fromUrl);
  }, [query]);

  const update = useCallback((next: ListingState) => {
    const { searchParams: params, onSearchParamsChange: report } = latest.current;
    setState(next);
    writeStoredFilters(next);
    const nextParams = listingStateToParams(next, params);
    lastQuery.current = nextParams.toString();
    report(nextParams);
  }, []);

  return [state, update];
}
