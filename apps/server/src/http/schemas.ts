import {
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  isValidPassword,
  ORDER_STATUSES,
  OTP_LENGTH,
  PAYMENT_METHODS,
  VALIDATION,
} from '@atelier/api-client';
import { z } from 'zod';

/** Schemas shared by several route files; each route file keeps its own body schemas. */

/** Ids are opaque text; anything longer than this is not one of ours. */
export const id = z.string().trim().min(1, 'is required').max(64, 'is too long');
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be a valid e-mail address').max(254));
export const password = z
  .string()
  .max(128, 'is too long')
  .refine(isValidPassword, { message: VALIDATION.password });
export const otp = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), VALIDATION.otp);
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
  z
    .number()
    .min(0, 'must not be negative')
    .max(10_000_000)
    .multipleOf(0.01, 'has at most 2 decimals'),
);
export const stock = numeric.pipe(
  z.number().int('must be a whole number').min(0, 'must not be negative').max(1_000_000),
);
export const quantity = numeric.pipe(
  z.number().int('must be a whole number').min(1, 'must be at least 1').max(1000),
);
export const sizeLabel = z.string().trim().min(1, 'is required').max(20, 'is too long');

export const userIdParam = z.object({ userId: id });
export const idParam = z.object({ id });

/** A URL the shop can show: http(s), or a path on this server. */
export const imageRef = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2048, 'is too long')
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/(uploads|media)\/[\w./-]+$/.test(value),
    {
      message: 'must be an http(s) URL',
    },
  );
