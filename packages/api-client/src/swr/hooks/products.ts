import useSWR from 'swr';
import type { Product } from '../../contract/entities';
import type { ProductQuery } from '../../contract/payloads';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/**
 * The whole storefront list for a filter and sort; equal queries in any order share one entry.
 * Empty when it fails to load. For a long catalogue prefer `useProductListing`, which pages.
 */
export function useProducts(
  query?: ProductQuery,
  config?: ApiSWRConfig<Product[]>,
): ApiSWRResponse<Product[]> {
  const client = useApiClient();
  // The request is built from the normalised query inside the key, so the key is what is fetched.
  const response = useSWR<Product[], ApiError, ApiKey<'products'>>(
    apiKeys.products(query),
    async ([, normalised]) => (await client.products.list(normalised)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}

/** One product with its sizes and average review; no request while `id` is missing. */
export function useProduct(id: MaybeId, config?: ApiSWRConfig<Product>): ApiSWRResponse<Product> {
  const client = useApiClient();
  return useSWR<Product, ApiError, ApiKey<'product'> | null>(
    id ? apiKeys.product(id) : null,
    async ([, productId]) => (await client.products.details(productId)).data,
    config,
  );
}
