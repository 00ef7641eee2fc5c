import type { Order } from '../contract/entities';
import type {
  CaptureOrderPayload,
  CreateOrderPayload,
  CreateOrderResponse,
  DataResponse,
} from '../contract/payloads';
import { type Send, seg } from './http';

const base = '/api/shop/order';

export function ordersApi(send: Send) {
  return {
    create: (body: CreateOrderPayload) =>
      send<CreateOrderResponse>({
        method: 'POST',
        path: `${base}/create`,
        body,
        fallback: 'Failed to create order',
      }),
    capture: (body: CaptureOrderPayload) =>
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
      }),
    details: (id: string) =>
      send<DataResponse<Order>>({
        method: 'GET',
        path: `${base}/details/${seg(id)}`,
        fallback: 'Failed to load order',
      }),
  };
}
