import type { MessageResponse } from '../contract/payloads';
import type {
  AdminCustomerQuery,
  CustomerDetailsResponse,
  CustomerPage,
} from '../contract/rules/adminCustomers';
import { type Send, seg } from './http';

const base = '/api/admin/customers';

/** The search as URL parameters, empty parts left out. */
export function adminCustomerSearchParams(
  query: AdminCustomerQuery,
  page: { cursor?: string; limit?: number } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.sortBy) params.set('sortBy', query.sortBy);
  if (page.cursor) params.set('cursor', page.cursor);
  if (page.limit) params.set('limit', String(page.limit));
  return params;
}

/** Extension 'admin-customers': the back office's shoppers, and blocking them. */
export function adminCustomersApi(send: Send) {
  return {
    /** One page of the searched shoppers. */
    search: (query: AdminCustomerQuery, page?: { cursor?: string; limit?: number }) =>
      send<CustomerPage>({
        method: 'GET',
        path: `${base}/search`,
        query: adminCustomerSearchParams(query, page),
        fallback: 'Failed to load customers',
      }),
    details: (id: string) =>
      send<CustomerDetailsResponse>({
        method: 'GET',
        path: `${base}/details/${seg(id)}`,
        fallback: 'Failed to load customer',
      }),
    /** Blocks the shopper: their sessions end, and they can no longer sign in or order. */
    block: (id: string, reason: string) =>
      send<MessageResponse>({
        method: 'POST',
        path: `${base}/block/${seg(id)}`,
        body: { reason },
        fallback: 'Failed to block customer',
      }),
    unblock: (id: string) =>
      send<MessageResponse>({
        method: 'POST',
        path: `${base}/unblock/${seg(id)}`,
        fallback: 'Failed to unblock customer',
      }),
  };
}
