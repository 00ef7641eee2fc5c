import { z } from 'zod';
import { FIELD_PROBLEMS } from '../contract';
import { colourName, email, id, sizeLabel } from './fields';

/**
 * Extension `restock-alerts`: "Notify me" on a sold-out size. A signed-in shopper's address comes
 * from the session (an `email` sent along is ignored); a guest must give one.
 */
export const restockAlertBody = z.object({
  productId: id,
  size: sizeLabel,
  colour: colourName.optional(),
  email: email.optional(),
});
export type RestockAlertBody = z.output<typeof restockAlertBody>;

/** The shopper's alerts on one product. */
export const restockAlertListQuery = z.object({ productId: id });

export const restockAlertParams = z.object({ id });

/** The token of an e-mailed link: 43 URL-safe characters (256 random bits), nothing else. */
export const restockTokenQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, FIELD_PROBLEMS.invalidInput)
    .max(43),
});
