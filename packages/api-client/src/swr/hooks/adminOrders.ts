import useSWR from 'swr';
import type { Order } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';
import { useAdminApi } from '../useAdminApi';

/** Every order of every shopper; empty when they fail to load. */
export function useAdminOrders(config?: ApiSWRConfig<Order[]>): ApiSWRResponse<Order[]> {
  const { adminOrders } = useAdminApi();
  const response = useSWR<Order[], ApiError, ApiKey<'adminOrders'>>(
    apiKeys.adminOrders(),
    async () => (await adminOrders.list()).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}

/** One order for the admin details dialog. */
export function useAdminOrder(id: MaybeId, config?: ApiSWRConfig<Order>): ApiSWRResponse<Order> {
  const { adminOrders } = useAdminApi();
  return useSWR<Order, ApiError, ApiKey<'adminOrder'> | null>(
    id ? apiKeys.adminOrder(id) : null,
    async ([, orderId]) => (await adminOrders.details(orderId)).data,
    config,
  );
}
