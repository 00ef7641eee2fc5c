import { SEARCH_KEYWORD_MIN_EXCLUSIVE } from '../constants';

/** A keyword is searched only when, trimmed, it is longer than 3 characters. */
export function isSearchableKeyword(keyword: string): boolean {
  return keyword.trim().length > SEARCH_KEYWORD_MIN_EXCLUSIVE;
}
