import useSWR from 'swr';
import type { Product } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/** The whole catalogue as the back office sees it. */
export function useAdminProducts(config?: ApiSWRConfig<Product[]>): ApiSWRResponse<Product[]> {
  const client = useApiClient();
  return useSWR<Product[], ApiError, ApiKey<'adminProducts'>>(
    apiKeys.adminProducts(),
    async () => (await client.adminProducts.fetchAll()).data,
    config,
  );
}
