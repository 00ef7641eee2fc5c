import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { OrderStatus } from '../../contract/entities';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';

/** Order status changes from the back office. */
export function useAdminOrderActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      /** The response only carries a message, so the details and the list reload (spec section 4). */
      updateStatus: async (id: string, orderStatus: OrderStatus) => {
        const response = await client.adminOrders.updateStatus(id, { orderStatus });
        await Promise.all([mutate(apiKeys.adminOrders()), mutate(apiKeys.adminOrder(id))]);
        return response;
      },
    }),
    [client, mutate],
  );
}

export type AdminOrderActions = ReturnType<typeof useAdminOrderActions>;
