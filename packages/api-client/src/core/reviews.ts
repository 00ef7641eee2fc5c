import type { Review } from '../contract/entities';
import type { DataResponse, ReviewPayload } from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

export function reviewsApi(send: Send) {
  return {
    add: (body: ReviewPayload) =>
      send<DataResponse<Review>>({
        method: 'POST',
        path: '/api/shop/review/add',
        body,
        fallback: 'Failed to add review',
      }),
    list: (productId: string) =>
      send<DataResponse<Review[]>>({
        method: 'GET',
        path: `/api/shop/review/${seg(productId)}`,
        fallback: 'Failed to load reviews',
        emptyOnNotFound: emptyList(),
      }),
  };
}
