import useSWR from 'swr';
import type { Order } from '../../contract/entities';
import type { AdminOrderPage, AdminOrderQuery } from '../../contract/rules/adminOrders';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';
import { useAdminApi } from '../useAdminApi';

/**
 * Every order of every shopper; empty when they fail to load. No request while `enabled` is
 * false (a screen that pages them through the search extension instead).
 */
export function useAdminOrders(
  config?: ApiSWRConfig<Order[]>,
  enabled = true,
): ApiSWRResponse<Order[]> {
  const { adminOrders } = useAdminApi();
  const response = useSWR<Order[], ApiError, ApiKey<'adminOrders'> | null>(
    enabled ? apiKeys.adminOrders() : null,
    async () => (await adminOrders.list()).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}

/**
 * One page of the back office's order search (extension 'admin-order-search'): the page after
 * `cursor`, or the first. No request while `enabled` is false (a backend without it).
 */
export function useAdminOrderSearch(
  query: AdminOrderQuery,
  cursor: string | undefined,
  enabled: boolean,
  config?: ApiSWRConfig<AdminOrderPage>,
): ApiSWRResponse<AdminOrderPage> {
  const { adminOrders } = useAdminApi();
  return useSWR<AdminOrderPage, ApiError, ApiKey<'adminOrderSearch'> | null>(
    enabled ? apiKeys.adminOrderSearch(query, cursor) : null,
    ([, normal, after]) => adminOrders.search(normal, after ? { cursor: after } : {}),
    listConfig(config),
  );
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
