import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { SettableOrderStatus } from '../../contract/entities';
import type { OrderNotePayload, OrderStatusPayload } from '../../contract/payloads';
import { apiKeys, matchKeys } from '../keys';
import { useAdminApi } from '../useAdminApi';

/** Order status changes from the back office. */
export function useAdminOrderActions() {
  const admin = useAdminApi();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      /** The response only carries a message, so the details and the list reload (spec section 4). */
      updateStatus: async (
        id: string,
        orderStatus: SettableOrderStatus,
        /** Extensions: a rejection's reason, a shipment's carrier and tracking number. */
        extras: Omit<OrderStatusPayload, 'orderStatus'> = {},
      ) => {
        const response = await admin.adminOrders.updateStatus(id, { orderStatus, ...extras });
        // Every list of orders: the whole one, and each page of the search.
        await Promise.all([mutate(matchKeys('adminOrders')), mutate(apiKeys.adminOrder(id))]);
        return response;
      },
      /**
       * Extension 'bulk-order-status': one status for many orders; the list and every cached
       * order reload, since any of them may have changed.
       */
      updateStatusOfMany: async (
        orderIds: string[],
        orderStatus: SettableOrderStatus,
        reason?: string,
      ) => {
        const response = await admin.adminOrders.updateStatusOfMany({
          orderIds,
          orderStatus,
          ...(reason ? { reason } : {}),
        });
        await mutate(matchKeys('adminOrders', 'adminOrder'));
        return response;
      },
      /** Extension 'order-timeline': the note shows on the order's timeline. */
      addNote: async (id: string, note: OrderNotePayload) => {
        const response = await admin.adminOrders.addNote(id, note);
        await mutate(apiKeys.adminOrder(id));
        return response;
      },
    }),
    [admin, mutate],
  );
}

export type AdminOrderActions = ReturnType<typeof useAdminOrderActions>;
