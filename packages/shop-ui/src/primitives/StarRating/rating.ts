/** Reviews are rated from 1 to 5 stars (spec section 3). */
export const MAX_RATING = 5;

/** The five star positions, 1-based. */
export const STAR_VALUES: readonly number[] = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

/** A rating kept within 0..5; anything not a finite number counts as unrated. */
export function clampRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(MAX_RATING, Math.max(0, value));
}

/** How much of the star at `position` (1-based) is filled by `value`, from 0 to 1. */
export function starFill(value: number, position: number): number {
  return Math.min(1, Math.max(0, clampRating(value) - (position - 1)));
}

/** The accessible name of a displayed rating: '4 out of 5 stars', '3.5 out of 5 stars'. */
export function ratingLabel(value: number): string {
  // Averages such as 4.333 read as one decimal; whole numbers drop the '.0'.
  const rounded = Math.round(clampRating(value) * 10) / 10;
  return `${rounded} out of ${MAX_RATING} stars`;
}

/** The accessible name of one choice in the rating input: '1 star', '2 stars'. */
export function starChoiceLabel(position: number): string {
  return position === 1 ? '1 star' : `${position} stars`;
}
