import {
  type Address,
  type Cart,
  type CreateOrderPayload,
  orderTotals,
  type PaymentMethod,
  unitPrice,
} from '@atelier/api-client';

/**
 * The create-order body for the signed-in user's cart (the mutation adds the userId). Each line
 * carries the unit price actually paid; the total is informative, as the server reprices.
 */
export function buildOrderPayload(
  cart: Cart,
  address: Address,
  paymentMethod: PaymentMethod,
): Omit<CreateOrderPayload, 'userId'> {
  return {
    cartId: cart._id,
    cartItems: cart.items.map((item) => ({
      productId: item.productId,
      title: item.title,
      image: item.image,
      price: unitPrice(item),
      quantity: item.quantity,
      selectedSize: item.selectedSize,
    })),
    addressInfo: {
      addressId: address._id,
      address: address.address,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes,
    },
    paymentMethod,
    totalAmount: orderTotals(cart.items, paymentMethod).total,
  };
}
