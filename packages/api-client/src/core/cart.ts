import type { CartItemPayload, CartItemRef, CartResponse } from '../contract/payloads';
import { type Send, seg } from './http';

const base = '/api/shop/cart';

export function cartApi(send: Send) {
  return {
    add: (body: CartItemPayload) =>
      send<CartResponse>({
        method: 'POST',
        path: `${base}/add`,
        body,
        fallback: 'Failed to add to cart',
      }),
    get: (userId: string) =>
      send<CartResponse>({
        method: 'GET',
        path: `${base}/get/${seg(userId)}`,
        fallback: 'Failed to load cart',
        // A backend without a cart for the user yet may say 404: the cart is empty.
        emptyOnNotFound: { success: true, data: { _id: '', userId, items: [] } },
      }),
    update: (body: CartItemPayload) =>
      send<CartResponse>({
        method: 'PUT',
        path: `${base}/update`,
        body,
        fallback: 'Failed to update cart item',
      }),
    remove: ({ userId, productId, selectedSize, selectedColour }: CartItemRef) =>
      send<CartResponse>({
        method: 'DELETE',
        path: `${base}/delete/${seg(userId)}/${seg(productId)}/${seg(selectedSize)}`,
        query: new URLSearchParams(selectedColour ? { colour: selectedColour } : {}),
        fallback: 'Failed to delete cart item',
      }),
  };
}
