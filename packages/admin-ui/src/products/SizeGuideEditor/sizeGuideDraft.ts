import type { SizeGuide } from '@atelier/api-client';

/** A size guide as the admin types it: measurement names in one field, values as text. */
export interface SizeGuideDraft {
  /** 'Chest, Waist, Hip'. */
  measurements: string;
  rows: Array<{ key: string; size: string; cm: string[] }>;
}

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

export const measurementNames = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

export function toDraft(guide: SizeGuide | null): SizeGuideDraft {
  if (!guide) return { measurements: '', rows: [] };
  return {
    measurements: guide.measurements.join(', '),
    rows: guide.rows.map((row) => ({
      key: newRowKey(),
      size: row.size,
      cm: row.cm.map(String),
    })),
  };
}

const CM = /^\d{1,3}(\.[05])?$/;

/** What stops the draft from being saved, in the admin's words; null when it may be. */
export function draftProblem(draft: SizeGuideDraft): string | null {
  const names = measurementNames(draft.measurements);
  if (names.length === 0) return 'Name at least one measurement.';
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) {
    return 'Each measurement may appear only once.';
  }
  if (draft.rows.length === 0) return 'Add at least one size.';
  const sizes = draft.rows.map((row) => row.size.trim().toLowerCase());
  if (sizes.some((size) => size === '')) return 'Every row needs a size.';
  if (new Set(sizes).size !== sizes.length) return 'Each size may appear only once.';
  const filled = draft.rows.every((row) =>
    names.every((_, index) => CM.test((row.cm[index] ?? '').trim())),
  );
  return filled ? null : 'Every value must be whole or half centimetres, such as 96 or 96.5.';
}

/** The guide to send; only for a draft without a problem. */
export function fromDraft(draft: SizeGuideDraft): Pick<SizeGuide, 'measurements' | 'rows'> {
  const measurements = measurementNames(draft.measurements);
  return {
    measurements,
    rows: draft.rows.map((row) => ({
      size: row.size.trim(),
      cm: measurements.map((_, index) => Number((row.cm[index] ?? '').trim())),
    })),
  };
}
