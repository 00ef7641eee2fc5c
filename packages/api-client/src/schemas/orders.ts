import { z } from 'zod';
import { BULK_ORDER_STATUS_MAX, CARRIER_IDS, FIELD_PROBLEMS } from '../contract';
import { colourName, id, orderStatus, paymentMethod, quantity, sizeLabel, text } from './fields';

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

/** Why an order is rejected or cancelled, as the shopper reads it. */
const reason = text(500);

/** A parcel number: letters, digits and dashes, as carriers print them. */
export const trackingNumber = z
  .string()
  .trim()
  .min(1, FIELD_PROBLEMS.required)
  .max(40, FIELD_PROBLEMS.tooLong)
  .regex(/^[A-Za-z0-9-]+$/, FIELD_PROBLEMS.trackingNumber);

/**
 * The admin's order status change; a backend of the plain contract reads `orderStatus` only.
 * Extensions: `reason` (a rejection's), `carrier` and `trackingNumber` (a shipment's).
 */
export const orderStatusBody = z.object({
  orderStatus,
  reason: reason.optional(),
  carrier: z.enum(CARRIER_IDS).optional(),
  trackingNumber: trackingNumber.optional(),
});

/** Extension 'order-cancellation': the shopper's reason. */
export const cancelOrderBody = z.object({ reason });

/** Extension 'order-timeline': an admin's note, internal unless said otherwise. */
export const orderNoteBody = z.object({
  text: text(1000),
  visibleToShopper: z.boolean().default(false),
});

/** Extension 'bulk-order-status': up to BULK_ORDER_STATUS_MAX orders, each named once. */
export const bulkOrderStatusBody = z.object({
  orderIds: z
    .array(id)
    .min(1, FIELD_PROBLEMS.required)
    .max(BULK_ORDER_STATUS_MAX, FIELD_PROBLEMS.tooManyEntries)
    .refine((ids) => new Set(ids).size === ids.length, FIELD_PROBLEMS.duplicateEntries),
  orderStatus,
  reason: reason.optional(),
});
