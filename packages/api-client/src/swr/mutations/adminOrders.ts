import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { OrderStatus } from '../../contract/entities';
import { apiKeys } from '../keys';
import { useAdminApi } from '../useAdminApi';

/** Order status changes from the back office. */
export function useAdminOrderActions() {
  const admin = useAdminApi();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      /** The response only carries a message, so the details and the list reload (spec section 4). */
      updateStatus: async (id: string, orderStatus: OrderStatus) => {
        const response = await admin.adminOrders.updateStatus(id, { orderStatus });
        await Promise.all([mutate(apiKeys.adminOrders()), mutate(apiKeys.adminOrder(id))]);
        return response;
      },
    }),
    [admin, mutate],
  );
}

export type AdminOrderActions = ReturnType<typeof useAdminOrderActions>;
