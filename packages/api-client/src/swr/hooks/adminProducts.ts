import useSWR from 'swr';
import type { Product } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';
import { useAdminApi } from '../useAdminApi';

/** The whole catalogue as the back office sees it; empty when it fails to load. */
export function useAdminProducts(config?: ApiSWRConfig<Product[]>): ApiSWRResponse<Product[]> {
  const { adminProducts } = useAdminApi();
  const response = useSWR<Product[], ApiError, ApiKey<'adminProducts'>>(
    apiKeys.adminProducts(),
    async () => (await adminProducts.fetchAll()).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
