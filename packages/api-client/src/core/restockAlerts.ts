import type { RestockAlert, RestockSubscription, RestockWaiting } from '../contract/entities';
import type { DataResponse, MessageResponse, RestockAlertPayload } from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

const base = '/api/shop/restock-alerts';

/** Extension `restock-alerts`: "Notify me" on a sold-out size, and the shopper's own alerts. */
export function restockAlertsApi(send: Send) {
  return {
    subscribe: (body: RestockAlertPayload) =>
      send<DataResponse<RestockSubscription> & MessageResponse>({
        method: 'POST',
        path: base,
        body,
        fallback: 'Failed to set up the alert',
      }),
    /** The signed-in shopper's alerts on one product. */
    mine: (productId: string) =>
      send<DataResponse<RestockAlert[]>>({
        method: 'GET',
        path: base,
        query: new URLSearchParams({ productId }),
        fallback: 'Failed to load your alerts',
        emptyOnNotFound: emptyList(),
      }),
    remove: (id: string) =>
      send<MessageResponse>({
        method: 'DELETE',
        path: `${base}/${seg(id)}`,
        fallback: 'Failed to remove the alert',
      }),
  };
}

/** Extension `restock-alerts`: how many shoppers wait for each sold-out size. */
export function adminRestockAlertsApi(send: Send) {
  return {
    waiting: () =>
      send<DataResponse<RestockWaiting[]>>({
        method: 'GET',
        path: '/api/admin/restock-alerts/waiting',
        fallback: 'Failed to load the waiting shoppers',
        emptyOnNotFound: emptyList(),
      }),
  };
}
