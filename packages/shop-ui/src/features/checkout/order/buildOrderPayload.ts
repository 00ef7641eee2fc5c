import {
  type Address,
  buildOrderData,
  type Cart,
  type CreateOrderPayload,
  type PaymentMethod,
} from '@atelier/api-client';

/**
 * The create-order body for the signed-in user's cart (the mutation adds the userId): the
 * contract's `buildOrderData`, which the server and the mocks read the same way.
 */
export function buildOrderPayload(
  cart: Cart,
  address: Address,
  paymentMethod: PaymentMethod,
): Omit<CreateOrderPayload, 'userId'> {
  const { userId: _added, ...payload } = buildOrderData({
    userId: '',
    cart,
    address,
    paymentMethod,
  });
  return payload;
}
