import type { CardProduct } from '@atelier/api-client';
import { useProductListing } from '@atelier/api-client/swr';
import { useCallback } from 'react';
import { type ListingState, toProductQuery } from '../listingParams';

export interface ListingProducts {
  /**
   * The products by position in the filtered, sorted list, `total` long; `undefined` where the
   * page holding a position has not arrived yet (a backend that pages). Empty while loading or
   * after a failed first load.
   */
  products: ReadonlyArray<CardProduct | undefined>;
  /** How many products match; shown as the count. */
  total: number;
  /** True until the first answer for this listing (later changes keep the previous list). */
  isLoading: boolean;
  /** Why the products could not be loaded. */
  error: Error | undefined;
  /** Asks again after a failure. */
  retry: () => void;
  /** Loads the products at positions `start` to `end` (exclusive) that are not here yet. */
  ensureRange: (start: number, end: number) => void;
  /** Starts loading what another listing state shows first, ahead of switching to it. */
  prefetch: (next: ListingState) => void;
  /** A plain backend's whole list before this listing's filters (facets are counted from it). */
  catalogue: readonly CardProduct[] | undefined;
}

/**
 * The listing's read of the catalogue (`useProductListing`): page by page with card fields from
 * a backend that pages (paging extension), so the first cards need only the first page; from
 * one that sends the whole list, that list filtered and sorted here, so changing the sort or a
 * filter repaints from what is loaded without a request.
 */
export function useListingProducts(state: ListingState): ListingProducts {
  const listing = useProductListing(toProductQuery(state), { keepPreviousData: true });
  const { prefetch } = listing;
  const hasAnswer = listing.total !== undefined;
  // A failed first load leaves the list empty (spec section 8).
  const products = hasAnswer ? listing.items : [];
  return {
    products,
    total: products.length,
    isLoading: listing.isLoading && !hasAnswer,
    error: listing.error,
    retry: listing.retry,
    ensureRange: listing.ensureRange,
    catalogue: listing.catalogue,
    prefetch: useCallback((next: ListingState) => prefetch(toProductQuery(next)), [prefetch]),
  };
}
