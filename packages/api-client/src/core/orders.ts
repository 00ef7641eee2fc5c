import type { Order } from '../contract/entities';
import type {
  CancelOrderPayload,
  CaptureRequest,
  CreateOrderPayload,
  CreateOrderResponse,
  DataResponse,
} from '../contract/payloads';
import { emptyList, type Send, seg } from './http';
import { IDEMPOTENCY_HEADER } from './idempotency';

const base = '/api/shop/order';

export interface CreateOrderOptions {
  /**
   * One key per checkout attempt, reused when the same attempt is retried (extension 2), so a
   * retry after a lost answer cannot place a second order.
   */
  idempotencyKey?: string;
}

export function ordersApi(send: Send, url: (path: string) => string) {
  return {
    /** Extension 'invoices': where the browser downloads the order's tax invoice (PDF). */
    invoiceUrl: (id: string) => url(`${base}/invoice/${seg(id)}`),
    create: (body: CreateOrderPayload, options: CreateOrderOptions = {}) =>
      send<CreateOrderResponse>({
        method: 'POST',
        path: `${base}/create`,
        body,
        headers: options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {},
        fallback: 'Failed to create order',
      }),
    /**
     * Verifies an online payment. Send the whole order in `orderData` (`buildCapturePayload`), so
     * a backend that creates online orders only at capture can; others read `orderData.orderId`.
     */
    capture: (body: CaptureRequest) =>
      send<DataResponse<Order>>({
        method: 'POST',
        path: `${base}/capture`,
        body,
        fallback: 'Payment verification failed',
      }),
    list: (userId: string) =>
      send<DataResponse<Order[]>>({
        method: 'GET',
        path: `${base}/list/${seg(userId)}`,
        fallback: 'Failed to load orders',
        emptyOnNotFound: emptyList(),
      }),
    /** Extension 'order-cancellation': the shopper cancels a pending or confirmed order. */
    cancel: (id: string, body: CancelOrderPayload) =>
      send<DataResponse<Order>>({
        method: 'POST',
        path: `${base}/cancel/${seg(id)}`,
        body,
        fallback: 'Failed to cancel the order',
      }),
    details: (id: string) =>
      send<DataResponse<Order>>({
        method: 'GET',
        path: `${base}/details/${seg(id)}`,
        fallback: 'Failed to load order',
      }),
  };
}
