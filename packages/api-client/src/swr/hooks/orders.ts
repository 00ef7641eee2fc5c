import useSWR from 'swr';
import type { Order } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** The shopper's own orders; empty when they fail to load. */
export function useOrders(
  userId: MaybeId,
  config?: ApiSWRConfig<Order[]>,
): ApiSWRResponse<Order[]> {
  const client = useApiClient();
  const response = useSWR<Order[], ApiError, ApiKey<'orders'> | null>(
    userId ? apiKeys.orders(userId) : null,
    async ([, id]) => (await client.orders.list(id)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}

/** One of the shopper's orders, for the details dialog. */
export function useOrder(id: MaybeId, config?: ApiSWRConfig<Order>): ApiSWRResponse<Order> {
  const client = useApiClient();
  return useSWR<Order, ApiError, ApiKey<'order'> | null>(
    id ? apiKeys.order(id) : null,
    async ([, orderId]) => (await client.orders.details(orderId)).data,
    config,
  );
}
