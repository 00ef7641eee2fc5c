import { isSearchableKeyword, SEARCH_DELAY_MS } from '@atelier/api-client';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';

/**
 * The typed keyword and the one to search for: a searchable keyword (longer than 3 characters
 * once trimmed) 1 second after the last keystroke, or '' at once when the text is too short,
 * which clears the results. The host hears about the searched keyword, not every keystroke.
 */
export function useSearchKeyword(
  keyword: string | undefined,
  onKeywordChange: ((keyword: string) => void) | undefined,
) {
  const [text, setText] = useState(keyword ?? '');
  const debounced = useDebouncedValue(text, SEARCH_DELAY_MS);
  const searched =
    isSearchableKeyword(text) && isSearchableKeyword(debounced) ? debounced.trim() : '';

  // A keyword the host changes (back button, a link) replaces what was typed.
  const reported = useRef(keyword ?? '');
  useEffect(() => {
    if (keyword === undefined || keyword === reported.current) return;
    reported.current = keyword;
    setText(keyword);
  }, [keyword]);

  const report = useRef(onKeywordChange);
  report.current = onKeywordChange;
  useEffect(() => {
    const next = isSearchableKeyword(debounced) ? debounced.trim() : '';
    if (next === reported.current) return;
    reported.current = next;
    report.current?.(next);
  }, [debounced]);

  return { text, setText, searched };
}
