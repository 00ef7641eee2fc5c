import type { Address, AddressInfo, Cart, PaymentMethod } from '../entities';
import type {
  CaptureOrderPayload,
  CreateOrderPayload,
  CreateOrderResponse,
  PaymentIdentifiers,
} from '../payloads';
import { orderTotals, unitPrice } from './pricing';

/** The copy of a saved address an order keeps, so later edits to the address leave it alone. */
export function toOrderAddress(address: Omit<Address, 'userId'>): AddressInfo {
  return {
    addressId: address._id,
    address: address.address,
    city: address.city,
    pincode: address.pincode,
    phone: address.phone,
    notes: address.notes,
  };
}

/** Extension 2: an `Idempotency-Key` is 1 to 100 visible ASCII characters (a UUID fits). */
export function isIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,100}$/.test(key);
}

export interface OrderDataInput {
  userId: string;
  cart: Pick<Cart, '_id' | 'items'>;
  address: Omit<Address, 'userId'>;
  paymentMethod: PaymentMethod;
}

/**
 * The order's data as the create call sends it, and as the capture call sends it again in
 * `orderData`. Each line carries the unit price actually paid; the total is informative, since a
 * careful backend prices the order itself.
 */
export function buildOrderData({
  userId,
  cart,
  address,
  paymentMethod,
}: OrderDataInput): CreateOrderPayload {
  return {
    userId,
    cartId: cart._id,
    cartItems: cart.items.map((item) => ({
      productId: item.productId,
      title: item.title,
      image: item.image,
      price: unitPrice(item),
      quantity: item.quantity,
      selectedSize: item.selectedSize,
      ...(item.selectedColour ? { selectedColour: item.selectedColour } : {}),
    })),
    addressInfo: toOrderAddress(address),
    paymentMethod,
    totalAmount: orderTotals(cart.items, paymentMethod).total,
  };
}

/**
 * The capture call for a paid order: the provider's identifiers and the order's data, with our
 * order id when the create answer gave one (extension 3).
 */
export function buildCapturePayload(
  payment: PaymentIdentifiers,
  orderData: CreateOrderPayload,
  created: Pick<CreateOrderResponse, 'orderId'>,
): CaptureOrderPayload {
  return {
    razorpay_order_id: payment.razorpay_order_id,
    razorpay_payment_id: payment.razorpay_payment_id,
    razorpay_signature: payment.razorpay_signature,
    orderData: created.orderId ? { ...orderData, orderId: created.orderId } : { ...orderData },
  };
}
