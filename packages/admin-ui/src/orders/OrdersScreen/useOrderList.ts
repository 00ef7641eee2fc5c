import { countLabel, type Order } from '@atelier/api-client';
import { useAdminOrderSearch, useAdminOrders, useExtensions } from '@atelier/api-client/swr';
import { useDebouncedValue } from '@atelier/shop-ui';
import { useMemo } from 'react';
import type { PagerProps } from '../../shared/Pager';
import { useCursorPages } from '../../shared/useCursorPages';
import { type OrderView, orderQueryOf } from '../view';

/** How long typing must pause before the search goes out to the backend. */
export const ORDER_SEARCH_PAUSE_MS = 150;

export interface OrderList {
  /** Every order (a plain backend: the view selects them here), or the page the backend chose. */
  orders: readonly Order[] | undefined;
  isLoading: boolean;
  error: { message: string } | undefined;
  retry: () => void;
  /** Present when the backend searched and paged the orders (extension 'admin-order-search'). */
  page?: { countText: string | undefined; paging: Omit<PagerProps, 'what'> };
}

const countText = (total: number, isExact: boolean) =>
  `${countLabel(total, isExact)} ${total === 1 ? 'order' : 'orders'}`;

/**
 * The orders page's rows for a view. A backend with 'admin-order-search' answers one page at a
 * time (the browser never holds the order book); any other sends every order once, and the
 * view selects them in the browser with the contract's rules.
 */
export function useOrderList(view: OrderView, setView: (next: OrderView) => void): OrderList {
  const extensions = useExtensions();
  const paged = extensions.has('admin-order-search');
  const query = useDebouncedValue(
    useMemo(() => orderQueryOf(view), [view]),
    ORDER_SEARCH_PAUSE_MS,
  );
  const search = useAdminOrderSearch(query, view.after || undefined, extensions.isKnown && paged, {
    keepPreviousData: true,
  });
  const all = useAdminOrders({ keepPreviousData: true }, extensions.isKnown && !paged);
  const paging = useCursorPages(
    view.after,
    (after) => setView({ ...view, after }),
    search.data,
    search.isValidating && search.data === undefined,
  );

  if (!extensions.isKnown) {
    return { orders: undefined, isLoading: true, error: undefined, retry: () => undefined };
  }
  if (!paged) {
    return {
      orders: all.data,
      isLoading: all.isLoading,
      error: all.error,
      retry: () => void all.mutate(),
    };
  }
  const answer = search.data;
  return {
    orders: answer?.data,
    isLoading: !answer && !search.error,
    error: search.error,
    retry: () => void search.mutate(),
    page: { countText: answer && countText(answer.total, answer.totalIsExact), paging },
  };
}
