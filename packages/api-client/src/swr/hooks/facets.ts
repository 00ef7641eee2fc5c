import { useMemo } from 'react';
import useSWR from 'swr';
import type { CardProduct, ProductFacets, ProductFilters } from '../../contract/payloads';
import { productFacets } from '../../contract/rules/facets';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { listConfig } from '../listRead';
import { useExtensions } from './extensions';

export interface ProductFacetsRead {
  /** The counts and price span; undefined until known (or when they cannot be had). */
  facets: ProductFacets | undefined;
  /** `server`: the backend counted them (extension `product-facets`); `local`: counted here. */
  source: 'server' | 'local' | undefined;
  /** Why the backend's counts could not be loaded (the filters still work without counts). */
  error: ApiError | undefined;
}

/**
 * The counts beside the listing's size and colour options, and the price span: from the
 * backend when it offers extension `product-facets`, otherwise counted here from `loaded`, the
 * whole list a plain backend sent (`useProductListing().catalogue`). `ask` false: nothing is
 * asked or counted (filters not on screen).
 */
export function useProductFacets(
  filters: ProductFilters,
  loaded: readonly CardProduct[] | undefined,
  ask = true,
): ProductFacetsRead {
  const client = useApiClient();
  const extensions = useExtensions(ask);
  const remote = ask && extensions.has('product-facets');
  const { data, error } = useSWR<ProductFacets, ApiError, ApiKey<'productFacets'> | null>(
    remote ? apiKeys.productFacets(filters) : null,
    async ([, query]) => (await client.products.facets(query)).data,
    listConfig({ keepPreviousData: true }),
  );
  const local = useMemo(
    () => (ask && !remote && loaded ? productFacets(loaded, filters) : undefined),
    [ask, remote, loaded, filters],
  );
  if (remote) return { facets: data, source: data ? 'server' : undefined, error };
  return { facets: local, source: local ? 'local' : undefined, error: undefined };
}
