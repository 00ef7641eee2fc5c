import type { Order, OrderEvent } from '../contract/entities';
import type {
  BulkOrderStatusPayload,
  BulkOrderStatusResult,
  DataResponse,
  MessageResponse,
  OrderNotePayload,
  OrderStatusPayload,
} from '../contract/payloads';
import type { AdminOrderPage, AdminOrderQuery } from '../contract/rules/adminOrders';
import { emptyList, type Send, seg } from './http';

const base = '/api/admin/orders';

/** Extension 'admin-order-search': the query as URL parameters, defaults left out. */
export function adminOrderSearchParams(
  query: AdminOrderQuery,
  page: { cursor?: string; limit?: number } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.payment && query.payment !== 'all') params.set('payment', query.payment);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (page.cursor) params.set('cursor', page.cursor);
  if (page.limit) params.set('limit', String(page.limit));
  return params;
}

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
    /** Extension 'admin-order-search': one page of the searched orders. */
    search: (query: AdminOrderQuery, page?: { cursor?: string; limit?: number }) =>
      send<AdminOrderPage>({
        method: 'GET',
        path: `${base}/search`,
        query: adminOrderSearchParams(query, page),
        fallback: 'Failed to load orders',
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
