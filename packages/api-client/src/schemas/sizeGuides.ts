import { z } from 'zod';
import { FIELD_PROBLEMS, SERVER_MESSAGES } from '../contract';
import { category, sizeLabel } from './fields';

/** Extension `size-guides`: the category a guide belongs to, in the path. */
export const sizeGuideParams = z.object({ category });

const measurement = z
  .string()
  .trim()
  .min(1, FIELD_PROBLEMS.required)
  .max(30, FIELD_PROBLEMS.tooLong);
const centimetres = z
  .number()
  .min(0, FIELD_PROBLEMS.notNegative)
  .max(500)
  .multipleOf(0.5, 'must be whole or half centimetres');

const unique = (values: readonly string[]) =>
  new Set(values.map((value) => value.toLowerCase())).size === values.length;

/** A whole guide, as the admin saves it: every size has one value per measurement. */
export const sizeGuideBody = z
  .object({
    measurements: z.array(measurement).min(1).max(8, FIELD_PROBLEMS.tooManyEntries),
    rows: z
      .array(z.object({ size: sizeLabel, cm: z.array(centimetres).max(8) }))
      .min(1)
      .max(30, FIELD_PROBLEMS.tooManyEntries),
  })
  .refine((guide) => unique(guide.measurements), {
    message: FIELD_PROBLEMS.duplicateEntries,
    path: ['measurements'],
  })
  .refine((guide) => unique(guide.rows.map((row) => row.size)), {
    message: FIELD_PROBLEMS.duplicateEntries,
    path: ['rows'],
  })
  .refine((guide) => guide.rows.every((row) => row.cm.length === guide.measurements.length), {
    message: SERVER_MESSAGES.sizeGuides.rowLength,
    path: ['rows'],
  });

export type SizeGuideBody = z.infer<typeof sizeGuideBody>;
