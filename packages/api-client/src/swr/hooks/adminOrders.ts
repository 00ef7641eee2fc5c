import useSWR from 'swr';
import type { Order } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** Every order of every shopper. */
export function useAdminOrders(config?: ApiSWRConfig<Order[]>): ApiSWRResponse<Order[]> {
  const client = useApiClient();
  return useSWR<Order[], ApiError, ApiKey<'adminOrders'>>(
    apiKeys.adminOrders(),
    async () => (await client.adminOrders.list()).data,
    config,
  );
}

/** One order for the admin details dialog. */
export function useAdminOrder(id: MaybeId, config?: ApiSWRConfig<Order>): ApiSWRResponse<Order> {
  const client = useApiClient();
  return useSWR<Order, ApiError, ApiKey<'adminOrder'> | null>(
    id ? apiKeys.adminOrder(id) : null,
    async ([, orderId]) => (await client.adminOrders.details(orderId)).data,
    config,
  );
}
