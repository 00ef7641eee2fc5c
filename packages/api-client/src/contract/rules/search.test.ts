import { describe, expect, it } from 'vitest';
import { isSearchableKeyword } from './search';

describe('search keyword', () => {
  it.each([
    ['shir', true],
    ['  jeans  ', true],
    ['tee', false],
    ['  tee ', false],
    ['', false],
    ['    ', false],
  ])('%j searchable: %s', (keyword, searchable) => {
    expect(isSearchableKeyword(keyword)).toBe(searchable);
  });
});
