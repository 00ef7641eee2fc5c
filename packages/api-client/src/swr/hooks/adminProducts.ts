import useSWR from 'swr';
import type { Product } from '../../contract/entities';
import type { AdminProductPage, AdminProductQuery } from '../../contract/rules/adminProducts';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';
import { useAdminApi } from '../useAdminApi';

/**
 * The whole catalogue as the back office sees it; empty when it fails to load. No request while
 * `enabled` is false (a screen that pages it through the search extension instead).
 */
export function useAdminProducts(
  config?: ApiSWRConfig<Product[]>,
  enabled = true,
): ApiSWRResponse<Product[]> {
  const { adminProducts } = useAdminApi();
  const response = useSWR<Product[], ApiError, ApiKey<'adminProducts'> | null>(
    enabled ? apiKeys.adminProducts() : null,
    async () => (await adminProducts.fetchAll()).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}

/**
 * One page of the back office's product search (extension 'admin-product-search'): the page
 * after `cursor`, or the first. No request while `enabled` is false (a backend without it).
 */
export function useAdminProductSearch(
  query: AdminProductQuery,
  cursor: string | undefined,
  enabled: boolean,
  config?: ApiSWRConfig<AdminProductPage>,
): ApiSWRResponse<AdminProductPage> {
  const { adminProducts } = useAdminApi();
  return useSWR<AdminProductPage, ApiError, ApiKey<'adminProductSearch'> | null>(
    enabled ? apiKeys.adminProductSearch(query, cursor) : null,
    ([, normal, after]) => adminProducts.search(normal, after ? { cursor: after } : {}),
    listConfig(config),
  );
}
