import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { BULK_ORDER_STATUS_MAX, bulkOrdersUpdated } from '../../contract/constants';
import type { SettableOrderStatus } from '../../contract/entities';
import type {
  BulkOrderStatusResult,
  DataResponse,
  OrderNotePayload,
  OrderStatusPayload,
} from '../../contract/payloads';
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
       * Extension 'bulk-order-status': one status for many orders, sent in calls of at most
       * BULK_ORDER_STATUS_MAX; the list and every cached order reload, since any may have changed.
       */
      updateStatusOfMany: async (
        orderIds: readonly string[],
        orderStatus: SettableOrderStatus,
        reason?: string,
      ): Promise<DataResponse<BulkOrderStatusResult>> => {
        const replies: DataResponse<BulkOrderStatusResult>[] = [];
        try {
          for (let at = 0; at < orderIds.length; at += BULK_ORDER_STATUS_MAX) {
            replies.push(
              await admin.adminOrders.updateStatusOfMany({
                orderIds: orderIds.slice(at, at + BULK_ORDER_STATUS_MAX),
                orderStatus,
                ...(reason ? { reason } : {}),
              }),
            );
          }
        } finally {
          await mutate(matchKeys('adminOrders', 'adminOrder'));
        }
        if (replies.length === 1) return replies[0] as DataResponse<BulkOrderStatusResult>;
        const data: BulkOrderStatusResult = {
          updated: replies.flatMap((reply) => reply.data.updated),
          failed: replies.flatMap((reply) => reply.data.failed),
        };
        return {
          success: true,
          message: bulkOrdersUpdated(data.updated.length, orderIds.length),
          data,
        };
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
