import { z } from 'zod';
import { FIELD_PROBLEMS } from '../contract';
import { colourName, id, orderStatus, paymentMethod, quantity, sizeLabel } from './fields';

/**
 * A new order. Only what identifies the purchase is read: which products, sizes and quantities,
 * which saved address, which payment method. Prices, totals, titles and any status the client
 * sends are accepted for compatibility and ignored.
 */
export const orderBody = z.object({
  userId: id,
  cartId: z.string().max(64, FIELD_PROBLEMS.tooLong).optional(),
  cartItems: z
    .array(
      z.looseObject({
        productId: id,
        selectedSize: sizeLabel,
        quantity,
        selectedColour: colourName.optional(),
      }),
    )
    .min(1, FIELD_PROBLEMS.emptyCart)
    .max(100, FIELD_PROBLEMS.tooManyLines),
  addressInfo: z.looseObject({ addressId: id }),
  paymentMethod,
  totalAmount: z.unknown().optional(),
});

/**
 * The payment provider's three identifiers; `orderData` repeats the create call's fields, plus
 * `orderId` when the create answer had one (without it the provider's order id finds the order).
 */
export const captureBody = z.object({
  razorpay_order_id: z
    .string()
    .trim()
    .min(1, FIELD_PROBLEMS.required)
    .max(100, FIELD_PROBLEMS.tooLong),
  razorpay_payment_id: z
    .string()
    .trim()
    .min(1, FIELD_PROBLEMS.required)
    .max(100, FIELD_PROBLEMS.tooLong),
  razorpay_signature: z
    .string()
    .trim()
    .min(1, FIELD_PROBLEMS.required)
    .max(200, FIELD_PROBLEMS.tooLong),
  orderData: z.looseObject({ orderId: id.optional() }).optional(),
});

/** The test payment provider's "pay" (its window's Pay button), on both backends. */
export const testPayBody = z.object({ order_id: z.string().max(100) });

/** The admin's order status change. */
export const orderStatusBody = z.object({ orderStatus });
