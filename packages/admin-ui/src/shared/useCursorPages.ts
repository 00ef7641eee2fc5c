import { useRef } from 'react';
import type { PagerProps } from './Pager';

/**
 * Previous and next for a list the backend pages by cursor: `after` is the cursor of the page
 * shown ('' for the first), kept by the page's view (and so in its URL). The cursors of the pages
 * before it are remembered for Previous; a new search (back at '') starts afresh.
 */
export function useCursorPages(
  after: string,
  setAfter: (cursor: string) => void,
  answer: { nextCursor?: string } | undefined,
  isLoading: boolean,
): Omit<PagerProps, 'what'> {
  const history = useRef<string[]>([]);
  if (!after) history.current = [];
  return {
    hasPrevious: after !== '',
    hasNext: Boolean(answer?.nextCursor),
    isLoading,
    onPrevious: () => setAfter(history.current.pop() ?? ''),
    onNext: () => {
      if (!answer?.nextCursor) return;
      history.current.push(after);
      setAfter(answer.nextCursor);
    },
  };
}
