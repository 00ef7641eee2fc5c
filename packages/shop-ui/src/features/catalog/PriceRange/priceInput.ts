/** What the price range says about bad input, field by field. */
export const PRICE_RANGE_MESSAGES = {
  notANumber: 'Enter a price in rupees, like 499',
  negative: 'Enter a price of 0 or more',
  tooManyDecimals: 'Enter at most 2 decimals',
  minAboveMax: 'Min price must not be more than max price',
} as const;

export interface PriceRangeInput {
  min: string;
  max: string;
}

export type PriceRangeCheck =
  | { ok: true; minPrice?: number; maxPrice?: number }
  | { ok: false; min?: string; max?: string };

/** One typed bound: empty means none; otherwise a non-negative amount with at most 2 decimals. */
function bound(text: string): { value?: number; problem?: string } {
  const trimmed = text.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  if (trimmed === '') return {};
  if (!/^-?\d*\.?\d+$/.test(trimmed)) return { problem: PRICE_RANGE_MESSAGES.notANumber };
  const value = Number(trimmed);
  if (value < 0) return { problem: PRICE_RANGE_MESSAGES.negative };
  if (!/^\d*(\.\d{0,2})?$/.test(trimmed)) return { problem: PRICE_RANGE_MESSAGES.tooManyDecimals };
  return { value };
}

/**
 * The price range a shopper typed, checked: each bound on its own (a rupee sign and thousands
 * commas are fine), then the two together; a problem names the field it belongs to.
 */
export function checkPriceRange({ min, max }: PriceRangeInput): PriceRangeCheck {
  const low = bound(min);
  const high = bound(max);
  if (low.problem || high.problem) {
    return {
      ok: false,
      ...(low.problem ? { min: low.problem } : {}),
      ...(high.problem ? { max: high.problem } : {}),
    };
  }
  if (low.value !== undefined && high.value !== undefined && low.value > high.value) {
    return { ok: false, max: PRICE_RANGE_MESSAGES.minAboveMax };
  }
  return {
    ok: true,
    ...(low.value !== undefined ? { minPrice: low.value } : {}),
    ...(high.value !== undefined ? { maxPrice: high.value } : {}),
  };
}
