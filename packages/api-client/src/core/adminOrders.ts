import type { Order, OrderEvent } from '../contract/entities';
import type {
  BulkOrderStatusPayload,
  BulkOrderStatusResult,
  DataResponse,
  MessageResponse,
  OrderNotePayload,
  OrderStatusPayload,
} from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

const base = '/api/admin/orders';

export function adminOrdersApi(send: Send, url: (path: string) => string) {
  return {
    /** Extension 'invoices': where the browser downloads an order's invoice or packing slip. */
    documentUrl: (id: string, kind: 'invoice' | 'packing-slip') =>
      url(`${base}/${kind}/${seg(id)}`),
    /** Extension 'catalogue-csv': where the browser downloads the orders of a range of days. */
    exportUrl: (range: { from: string; to: string }) =>
      url(`${base}/export?${new URLSearchParams(range)}`),
    list: () =>
      send<DataResponse<Order[]>>({
        method: 'GET',
        path: `${base}/get`,
        fallback: 'Failed to load orders',
        emptyOnNotFound: emptyList(),
      }),
    details: (id: string) =>
      send<DataResponse<Order>>({
        method: 'GET',
        path: `${base}/details/${seg(id)}`,
        fallback: 'Failed to load order',
      }),
    updateStatus: (id: string, body: OrderStatusPayload) =>
      send<MessageResponse>({
        method: 'PUT',
        path: `${base}/update/${seg(id)}`,
        body,
        fallback: 'Failed to update order status',
      }),
    /** Extension 'bulk-order-status'. */
    updateStatusOfMany: (body: BulkOrderStatusPayload) =>
      send<DataResponse<BulkOrderStatusResult>>({
        method: 'PUT',
        path: `${base}/bulk-status`,
        body,
        fallback: 'Failed to update order status',
      }),
    /** Extension 'order-timeline'. */
    addNote: (id: string, body: OrderNotePayload) =>
      send<DataResponse<OrderEvent>>({
        method: 'POST',
        path: `${base}/notes/${seg(id)}`,
        body,
        fallback: 'Failed to add the note',
      }),
  };
}
