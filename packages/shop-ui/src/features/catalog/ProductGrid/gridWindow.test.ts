import { describe, expect, it } from 'vitest';
import { keyTarget, rowOffset, visibleRange } from './gridWindow';

const metrics = { columns: 4, rowHeight: 400, padding: 24 };

describe('visibleRange', () => {
  it('holds whole rows around the visible part, with overscan', () => {
    // Rows 5 to 7 are in view (2024 to 3224 px); two more either side.
    expect(
      visibleRange(metrics, { scrollTop: 2024, height: 1000, total: 10_000, overscanRows: 2 }),
    ).toEqual({ start: 12, end: 40 });
  });

  it('stops at the list’s ends', () => {
    expect(visibleRange(metrics, { scrollTop: 0, height: 900, total: 6, overscanRows: 2 })).toEqual(
      { start: 0, end: 6 },
    );
    expect(
      visibleRange(metrics, { scrollTop: 1e9, height: 900, total: 10, overscanRows: 2 }),
    ).toEqual({ start: 10, end: 10 });
  });
});

describe('rowOffset', () => {
  it('is the top of the row a position is in, below the first row', () => {
    expect(rowOffset(metrics, 0)).toBe(0);
    expect(rowOffset(metrics, 3)).toBe(0);
    expect(rowOffset(metrics, 9)).toBe(800);
  });
});

describe('keyTarget', () => {
  const grid = { total: 10, columns: 4, page: 8, fallback: 4 };

  it('moves by a card sideways and by a row up and down', () => {
    expect(keyTarget('ArrowRight', 5, grid)).toBe(6);
    expect(keyTarget('ArrowLeft', 5, grid)).toBe(4);
    expect(keyTarget('ArrowDown', 5, grid)).toBe(9);
    expect(keyTarget('ArrowUp', 5, grid)).toBe(1);
  });

  it('goes nowhere past an edge', () => {
    expect(keyTarget('ArrowLeft', 0, grid)).toBeNull();
    expect(keyTarget('ArrowUp', 3, grid)).toBeNull();
    expect(keyTarget('ArrowDown', 7, grid)).toBeNull();
    expect(keyTarget('ArrowRight', 9, grid)).toBeNull();
  });

  it('reaches the ends and moves a screenful', () => {
    expect(keyTarget('Home', 7, grid)).toBe(0);
    expect(keyTarget('End', 2, grid)).toBe(9);
    expect(keyTarget('PageDown', 1, grid)).toBe(9);
    expect(keyTarget('PageUp', 9, grid)).toBe(1);
    expect(keyTarget('PageUp', 3, grid)).toBe(0);
  });

  it('starts from the first card in view when the grid itself has focus', () => {
    expect(keyTarget('ArrowDown', null, grid)).toBe(4);
    expect(keyTarget('Enter', null, grid)).toBeNull();
    expect(keyTarget('a', 3, grid)).toBeNull();
  });
});
