import { countLabel, type Product, searchAdminProducts } from '@atelier/api-client';
import { useAdminProductSearch, useAdminProducts, useExtensions } from '@atelier/api-client/swr';
import { useDebouncedValue } from '@atelier/shop-ui';
import { useMemo } from 'react';
import type { PagerProps } from '../../shared/Pager';
import { useCursorPages } from '../../shared/useCursorPages';
import { type ProductView, productQueryOf } from '../view';

/** How long typing must pause before the search goes out. */
export const SEARCH_PAUSE_MS = 150;

export interface ProductList {
  /** The rows to show; undefined until the first answer. */
  products: readonly Product[] | undefined;
  isLoading: boolean;
  error: { message: string } | undefined;
  retry: () => void;
  /** 'N products', '10,000+ products'; undefined while loading. */
  countText: string | undefined;
  /** Present when the backend pages the list (extension 'admin-product-search'). */
  paging?: Omit<PagerProps, 'what'>;
}

const countText = (count: string, one: boolean) => `${count} ${one ? 'product' : 'products'}`;

/**
 * The products page's rows for a view. A backend with 'admin-product-search' answers one page
 * at a time (the browser never holds the catalogue); any other sends the whole catalogue once and
 * the same rules search, filter and sort it here.
 */
export function useProductList(
  view: ProductView,
  setView: (next: ProductView) => void,
): ProductList {
  const extensions = useExtensions();
  const paged = extensions.has('admin-product-search');
  const query = useDebouncedValue(
    useMemo(() => productQueryOf(view), [view]),
    SEARCH_PAUSE_MS,
  );
  const page = useAdminProductSearch(query, view.after || undefined, extensions.isKnown && paged, {
    keepPreviousData: true,
  });
  const all = useAdminProducts({ keepPreviousData: true }, extensions.isKnown && !paged);
  const paging = useCursorPages(
    view.after,
    (after) => setView({ ...view, after }),
    page.data,
    page.isValidating && page.data === undefined,
  );

  const local = useMemo(
    () => (all.data && !paged ? searchAdminProducts(all.data, query) : undefined),
    [all.data, paged, query],
  );

  if (!extensions.isKnown) {
    return {
      products: undefined,
      isLoading: true,
      error: undefined,
      retry: () => undefined,
      countText: undefined,
    };
  }
  if (!paged) {
    return {
      products: local,
      isLoading: all.isLoading,
      error: all.error,
      retry: () => void all.mutate(),
      countText: local && countText(countLabel(local.length, true), local.length === 1),
    };
  }
  const answer = page.data;
  return {
    products: answer?.data,
    isLoading: !answer && !page.error,
    error: page.error,
    retry: () => void page.mutate(),
    countText:
      answer && countText(countLabel(answer.total, answer.totalIsExact), answer.total === 1),
    paging,
  };
}
