import { type CustomerSummary, countLabel } from '@atelier/api-client';
import { useAdminCustomerSearch, useExtensions } from '@atelier/api-client/swr';
import { useDebouncedValue } from '@atelier/shop-ui';
import { useMemo, useRef } from 'react';
import type { PagerProps } from '../../shared/Pager';
import { type CustomerListView, customerQueryOf } from '../view';

/** How long typing must pause before the search goes out (as on the products page). */
export const CUSTOMER_SEARCH_PAUSE_MS = 150;

export interface CustomerList {
  /** False on a backend without 'admin-customers'; true while the extensions are unknown. */
  isOffered: boolean;
  /** The rows to show; undefined until the first answer. */
  customers: readonly CustomerSummary[] | undefined;
  isLoading: boolean;
  error: { message: string } | undefined;
  retry: () => void;
  /** '3 customers', '10,000+ customers'; undefined while loading. */
  countText: string | undefined;
  paging: Omit<PagerProps, 'what'>;
}

export const customerCountText = (count: string, one: boolean) =>
  `${count} ${one ? 'customer' : 'customers'}`;

/** The customers page's rows for a view: one page at a time from the backend. */
export function useCustomerList(
  view: CustomerListView,
  setView: (next: CustomerListView) => void,
): CustomerList {
  const extensions = useExtensions();
  const isOffered = !extensions.isKnown || extensions.has('admin-customers');
  const query = useDebouncedValue(
    useMemo(() => customerQueryOf(view), [view]),
    CUSTOMER_SEARCH_PAUSE_MS,
  );
  const page = useAdminCustomerSearch(
    query,
    view.after || undefined,
    extensions.isKnown && isOffered,
    { keepPreviousData: true },
  );
  // The cursors of the pages before this one, for Previous; a new search starts afresh.
  const history = useRef<string[]>([]);
  if (!view.after) history.current = [];
  const answer = page.data;
  return {
    isOffered,
    customers: answer?.data,
    isLoading: !answer && !page.error,
    error: page.error,
    retry: () => void page.mutate(),
    countText:
      answer &&
      customerCountText(countLabel(answer.total, answer.totalIsExact), answer.total === 1),
    paging: {
      hasPrevious: view.after !== '',
      hasNext: Boolean(answer?.nextCursor),
      isLoading: page.isValidating && page.data === undefined,
      onPrevious: () => setView({ ...view, after: history.current.pop() ?? '' }),
      onNext: () => {
        if (!answer?.nextCursor) return;
        history.current.push(view.after);
        setView({ ...view, after: answer.nextCursor });
      },
    },
  };
}
