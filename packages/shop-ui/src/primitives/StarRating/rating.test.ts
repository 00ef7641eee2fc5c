import { describe, expect, it } from 'vitest';
import { clampRating, ratingLabel, STAR_VALUES, starChoiceLabel, starFill } from './rating';

describe('rating', () => {
  it('has five star positions', () => {
    expect(STAR_VALUES).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps to 0..5 and treats non-numbers as unrated', () => {
    expect(clampRating(-1)).toBe(0);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(Number.NaN)).toBe(0);
    expect(clampRating(3.5)).toBe(3.5);
  });

  it('fills whole, partial and empty stars', () => {
    expect(STAR_VALUES.map((position) => starFill(3.5, position))).toEqual([1, 1, 1, 0.5, 0]);
    expect(STAR_VALUES.map((position) => starFill(0, position))).toEqual([0, 0, 0, 0, 0]);
    expect(STAR_VALUES.map((position) => starFill(5, position))).toEqual([1, 1, 1, 1, 1]);
  });

  it('names a displayed rating "N out of 5 stars"', () => {
    expect(ratingLabel(4)).toBe('4 out of 5 stars');
    expect(ratingLabel(4.333)).toBe('4.3 out of 5 stars');
    expect(ratingLabel(0)).toBe('0 out of 5 stars');
    expect(ratingLabel(9)).toBe('5 out of 5 stars');
  });

  it('names each choice "1 star" .. "5 stars"', () => {
    expect(STAR_VALUES.map(starChoiceLabel)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
  });
});
