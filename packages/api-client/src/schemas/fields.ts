import { z } from 'zod';
import {
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  FIELD_PROBLEMS,
  isValidPassword,
  ORDER_STATUSES,
  OTP_LENGTH,
  PAYMENT_METHODS,
} from '../contract';

/** The fields requests are made of, each with the contract's wording for its problems. */

/** Ids are opaque text; anything longer than this is not one of ours. */
export const id = z.string().trim().min(1, FIELD_PROBLEMS.required).max(64, FIELD_PROBLEMS.tooLong);
export const email = z.string().trim().toLowerCase().pipe(z.email(FIELD_PROBLEMS.email).max(254));
export const password = z
  .string()
  .max(128, FIELD_PROBLEMS.tooLong)
  .refine(isValidPassword, { message: FIELD_PROBLEMS.password });
export const otp = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), FIELD_PROBLEMS.otp);
export const category = z.enum(
  CATEGORY_OPTIONS.map((option) => option.id) as [Category, ...Category[]],
);
export const brand = z.enum(BRAND_OPTIONS.map((option) => option.id) as [Brand, ...Brand[]]);
export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentMethod = z.enum(PAYMENT_METHODS);

/** Numbers from forms sometimes arrive as strings; both are accepted, nothing else. */
const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .min(1)
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const money = numeric.pipe(
  z
    .number()
    .min(0, FIELD_PROBLEMS.notNegative)
    .max(10_000_000)
    .multipleOf(0.01, FIELD_PROBLEMS.twoDecimals),
);
export const stock = numeric.pipe(
  z.number().int(FIELD_PROBLEMS.wholeNumber).min(0, FIELD_PROBLEMS.notNegative).max(1_000_000),
);
export const quantity = numeric.pipe(
  z.number().int(FIELD_PROBLEMS.wholeNumber).min(1, FIELD_PROBLEMS.atLeastOne).max(1000),
);
export const sizeLabel = z
  .string()
  .trim()
  .min(1, FIELD_PROBLEMS.required)
  .max(20, FIELD_PROBLEMS.tooLong);

/** Extension `product-colours`: a colour's name, as products, carts and orders name it. */
export const colourName = z
  .string()
  .trim()
  .min(1, FIELD_PROBLEMS.required)
  .max(40, FIELD_PROBLEMS.tooLong);

/** Free text a form sends: trimmed, required, bounded. */
export const text = (max: number) =>
  z.string().trim().min(1, FIELD_PROBLEMS.required).max(max, FIELD_PROBLEMS.tooLong);

const SHOWN = /^https?:\/\/[^\s]+$/i;
const SERVED = /^\/(uploads|media)\/[\w./-]+$/;
const INLINE = /^data:image\//;

/**
 * A picture: an http(s) URL or a path on the server, of at most 2048 characters; with
 * `inlineUpTo`, also the data: URL of an image of at most that many characters.
 */
const picture = (inlineUpTo?: number) => {
  const inline = (value: string) => inlineUpTo !== undefined && INLINE.test(value);
  return z
    .string()
    .trim()
    .min(1, FIELD_PROBLEMS.required)
    .refine((value) => value.length <= (inline(value) ? (inlineUpTo ?? 0) : 2048), {
      message: FIELD_PROBLEMS.tooLong,
    })
    .refine((value) => SHOWN.test(value) || SERVED.test(value) || inline(value), {
      message: FIELD_PROBLEMS.httpUrl,
    });
};

/** A picture the shop can show: an http(s) URL, or a path on the server. */
export const imageRef = picture();

/**
 * imageRef, and the data: URL of an image up to 256 KiB: what a backend that keeps uploads in
 * its own store hands out (the mock backend).
 */
export const inlineImageRef = picture(360_000);

export type ImageRule = typeof imageRef;
