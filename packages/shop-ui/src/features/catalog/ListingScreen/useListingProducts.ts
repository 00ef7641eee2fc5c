import type { Product } from '@atelier/api-client';
import { useProducts } from '@atelier/api-client/swr';
import { type ListingState, toProductQuery } from '../listingParams';

export interface ListingProducts {
  /** The products to show, in order; empty while loading or after a failed load. */
  products: readonly Product[];
  /** How many products match; shown as the count. */
  total: number;
  /** True until the first answer for this listing (later changes keep the previous list). */
  isLoading: boolean;
  /** Why the products could not be loaded. */
  error: Error | undefined;
  /** Asks again after a failure. */
  retry: () => void;
}

/**
 * The listing's one read of the catalogue: the whole filtered, sorted list from the spec's
 * product call. Swap this hook (paging, a card projection) and the screen stays as it is.
 */
export function useListingProducts(state: ListingState): ListingProducts {
  const { data, error, isLoading, mutate } = useProducts(toProductQuery(state), {
    keepPreviousData: true,
  });
  // A failed load leaves the list empty (spec section 8).
  const products = error ? [] : (data ?? []);
  return {
    products,
    total: products.length,
    isLoading: isLoading && !data,
    error,
    retry: () => void mutate(),
  };
}
