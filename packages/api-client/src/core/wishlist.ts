import type { WishlistItem } from '../contract/entities';
import type { DataResponse, WishlistCheck, WishlistPayload } from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

const base = '/api/shop/wishlist';

export function wishlistApi(send: Send) {
  return {
    add: (body: WishlistPayload) =>
      send<DataResponse<WishlistItem[]>>({
        method: 'POST',
        path: `${base}/add`,
        body,
        fallback: 'Failed to add to wishlist',
      }),
    get: (userId: string) =>
      send<DataResponse<WishlistItem[]>>({
        method: 'GET',
        path: `${base}/get/${seg(userId)}`,
        fallback: 'Failed to load wishlist',
        emptyOnNotFound: emptyList(),
      }),
    remove: ({ userId, productId }: WishlistPayload) =>
      send<DataResponse<WishlistItem[]>>({
        method: 'DELETE',
        path: `${base}/remove/${seg(userId)}/${seg(productId)}`,
        fallback: 'Failed to remove from wishlist',
      }),
    check: ({ userId, productId }: WishlistPayload) =>
      send<DataResponse<WishlistCheck>>({
        method: 'GET',
        path: `${base}/check/${seg(userId)}/${seg(productId)}`,
        fallback: 'Failed to check wishlist',
      }),
  };
}
