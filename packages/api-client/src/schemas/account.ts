import { z } from 'zod';
import { FIELD_PROBLEMS } from '../contract';
import { colourName, id, quantity, sizeLabel, text } from './fields';

/** Add to cart and change a line: the same fields. */
export const cartItemBody = z.object({
  userId: id,
  productId: id,
  quantity,
  selectedSize: sizeLabel,
  /** Extension `product-colours`; a product with colours gets its first colour in stock without it. */
  selectedColour: colourName.optional(),
});

/** Extension `product-colours`: the colour of the line a cart delete removes (`?colour=`). */
export const cartLineQuery = z.object({ colour: colourName.optional() });

export const wishlistBody = z.object({ userId: id, productId: id });

// Blank fields are the backend's to refuse (with the contract's wording, naming every one), so
// empty is allowed here.
const addressField = (max: number) => z.string().trim().max(max, FIELD_PROBLEMS.tooLong);
/** An address's five fields, as the form sends them. */
export const addressFields = z.object({
  address: addressField(300),
  city: addressField(100),
  pincode: addressField(12),
  phone: addressField(20),
  notes: addressField(500),
});
export const newAddressBody = addressFields.extend({ userId: id });
export const addressUpdateBody = addressFields.extend({ userId: id.optional() });

export const reviewBody = z.object({
  productId: id,
  userId: id,
  // Shown for context only: the review carries the account's own name.
  userName: z.string().max(100, FIELD_PROBLEMS.tooLong).optional(),
  reviewMessage: text(2000),
  reviewValue: z.number().int(FIELD_PROBLEMS.wholeNumber).min(1).max(5),
  /** Extension `review-fit`. */
  fit: z.enum(['small', 'true', 'large']).optional(),
});
