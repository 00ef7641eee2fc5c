import {
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  isValidPassword,
  ORDER_STATUSES,
  OTP_LENGTH,
  PAYMENT_METHODS,
} from '@atelier/api-client';
import { z } from 'zod';
import { FIELD } from '../messages';

/** Schemas shared by several route files; each route file keeps its own body schemas. */

/** Ids are opaque text; anything longer than this is not one of ours. */
export const id = z.string().trim().min(1, FIELD.required).max(64, FIELD.tooLong);
export const email = z.string().trim().toLowerCase().pipe(z.email(FIELD.email).max(254));
export const password = z
  .string()
  .max(128, FIELD.tooLong)
  .refine(isValidPassword, { message: FIELD.password });
export const otp = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), FIELD.otp);
export const category = z.enum(
  CATEGORY_OPTIONS.map((option) => option.id) as [Category, ...Category[]],
);
export const brand = z.enum(BRAND_OPTIONS.map((option) => option.id) as [Brand, ...Brand[]]);
export const orderStatus = z.enum(ORDER_STATUSES);
export const paymentMethod = z.enum(PAYMENT_METHODS);

/** Numbers from forms sometimes arrive as strings; both are accepted, nothing else. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .min(1)
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
export const money = numeric.pipe(
  z.number().min(0, FIELD.notNegative).max(10_000_000).multipleOf(0.01, FIELD.twoDecimals),
);
export const stock = numeric.pipe(
  z.number().int(FIELD.wholeNumber).min(0, FIELD.notNegative).max(1_000_000),
);
export const quantity = numeric.pipe(
  z.number().int(FIELD.wholeNumber).min(1, FIELD.atLeastOne).max(1000),
);
export const sizeLabel = z.string().trim().min(1, FIELD.required).max(20, FIELD.tooLong);

/** A URL the shop can show: http(s), or a path on this server. */
export const imageRef = z
  .string()
  .trim()
  .min(1, FIELD.required)
  .max(2048, FIELD.tooLong)
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(uploads|media)\/[\w./-]+$/.test(value),
    { message: FIELD.httpUrl },
  );

/** Free text a form sends: trimmed, required, bounded. */
export const text = (max: number) =>
  z.string().trim().min(1, FIELD.required).max(max, FIELD.tooLong);
