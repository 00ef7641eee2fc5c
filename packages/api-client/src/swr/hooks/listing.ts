import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { CardProduct, ProductListResponse, ProductQuery } from '../../contract/payloads';
import { hasFacetFilters } from '../../contract/rules/facets';
import {
  DEFAULT_PAGE_LIMIT,
  filterProducts,
  isPagedAnswer,
  sortProducts,
} from '../../contract/rules/listing';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys, normaliseProductQuery } from '../keys';
import { EMPTY_LIST, listConfig } from '../listRead';
import { createPageStore } from '../pageStore';
import { useExtensions } from './extensions';
import { fetchFirstPage, firstPageKeyOf, pageLimit, paging } from './listingReads';

export interface ProductListingOptions {
  /** Products per page asked for, 1 to 100 (24 by default). */
  pageSize?: number;
  /** Keep showing the previous query's products while a new query's first page loads. */
  keepPreviousData?: boolean;
}

export interface ProductListing {
  /**
   * The products by position in the sorted list, `total` long once known; `undefined` where
   * the page holding a position has not arrived, so a windowed grid can show a placeholder.
   */
  items: ReadonlyArray<CardProduct | undefined>;
  /** How many products match; undefined until the first answer. */
  total: number | undefined;
  /**
   * `paged`: the backend answers page by page (extension 1); `local`: it sent the whole list,
   * which is filtered and sorted here, so changing the sort sends no request.
   */
  mode: 'paged' | 'local' | undefined;
  /** Loads the pages holding positions `start` to `end` (exclusive) that are not here yet. */
  ensureRange(start: number, end: number): void;
  /** Loads one page (1-based) unless it is here or on its way. */
  loadPage(page: number): void;
  /** True until the first answer (or while a new query's first page loads, without `keepPreviousData`). */
  isLoading: boolean;
  /** Why the last load failed; the listing shows what it has (spec section 8). */
  error: ApiError | undefined;
  /** Tries failed loads again. */
  retry(): void;
  /**
   * Starts loading another query's first page (the sort or filters just chosen, or a sort the
   * shopper may choose next); nothing when that page is already here, or against a backend that
   * sends whole lists, which sorts and filters here.
   */
  prefetch(query: ProductQuery): void;
  /**
   * Against a backend that sends whole lists: what it sent, before this query's filters (the
   * listing's facets are counted from it). Undefined against one that pages.
   */
  catalogue: readonly CardProduct[] | undefined;
}

/** How long a first page read ahead answers for the hook instead of a new request (SWR's deduping interval). */
const AHEAD_FRESH_MS = 2_000;

/**
 * The storefront listing for a windowed grid. Against a backend that pages, it loads the first
 * page with card fields through SWR and then whichever pages the grid asks for (a `PageStore`
 * per first-page answer); against one that answers the whole list, it keeps that list and
 * filters and sorts it here.
 */
export function useProductListing(
  query?: ProductQuery,
  { pageSize = DEFAULT_PAGE_LIMIT, keepPreviousData = false }: ProductListingOptions = {},
): ProductListing {
  const client = useApiClient();
  const { cache, mutate } = useSWRConfig();
  const limit = pageLimit(pageSize);
  const normalised = normaliseProductQuery(query);
  // Sizes, colours and prices (extension `product-facets`) need the backend's word first: one
  // that pages without them would answer every size alike, so its whole list is filtered here.
  const facetFilters = hasFacetFilters(normalised.filters);
  const extensions = useExtensions(facetFilters);
  const waiting = facetFilters && !extensions.isKnown;
  const plain =
    paging.get(client) === 'plain' || (facetFilters && !extensions.has('product-facets'));
  const cached = (key: ApiKey) => cache.get(unstable_serialize(key))?.data;

  // A backend that does not page: the list for the contract's filters, or the unfiltered list
  // when it is already here (then filters change without a request as well).
  const { category, brand } = normalised.filters;
  const everything = apiKeys.productCatalogue();
  const catalogue = useSWR<CardProduct[], ApiError, ApiKey<'productCatalogue'> | null>(
    plain && !waiting
      ? cached(everything) !== undefined
        ? everything
        : apiKeys.productCatalogue({ category, brand })
      : null,
    async ([, filters]) => (await client.products.list({ filters })).data,
    listConfig({ keepPreviousData, revalidateIfStale: false }),
  );

  // First pages read ahead (`prefetch`), on their way or just answered: the hook joins them.
  const ahead = useRef(new Map<string, Promise<ProductListResponse<CardProduct>>>());
  const firstPage = useSWR<
    ProductListResponse<CardProduct>,
    ApiError,
    ApiKey<'productPage'> | null
  >(
    plain || waiting ? null : firstPageKeyOf(normalised, limit),
    (key) => ahead.current.get(unstable_serialize(key)) ?? fetchFirstPage(client, key[1], limit),
    listConfig({ keepPreviousData }),
  );
  const first = firstPage.data;
  const paged = first && isPagedAnswer(first) ? first : undefined;

  // A whole list for a first page: kept as this filter's catalogue, so the listing sorts and
  // filters it here from now on (in the hook's cache: the host's).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer stands for its query
  useEffect(() => {
    // Not a previous query's answer kept on screen (`keepPreviousData`).
    if (!first || paged || cached(firstPageKeyOf(normalised, limit)) !== first) return;
    void mutate(apiKeys.productCatalogue({ category, brand }), first.data, {
      revalidate: false,
    }).then(() => paging.set(client, 'plain'));
  }, [first, paged, mutate, client]);

  // The pages after the first belong with the first-page answer: a new one starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer stands for its query
  const store = useMemo(
    () =>
      paged &&
      createPageStore((page) =>
        client.products.list(normalised, { page, limit, fields: 'card' }).then((next) => {
          // The catalogue changed under us: start over from a fresh first page.
          if (isPagedAnswer(next) && next.total !== paged.total) void firstPage.mutate();
          return next.data;
        }),
      ),
    [paged],
  );
  const [version, setVersion] = useState(0);
  useEffect(() => store?.subscribe(() => setVersion((count) => count + 1)), [store]);

  const local = plain ? catalogue.data : first && !paged ? first.data : undefined;
  // The normalised query is rebuilt every render; its serialised form says when it changed.
  const queryId = unstable_serialize(normalised);
  // `version` counts the store's changes, and `queryId` stands for the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const items = useMemo(() => {
    if (local) return sortProducts(filterProducts(local, normalised.filters), normalised.sortBy);
    if (!paged || !store) return EMPTY_LIST as CardProduct[];
    const out: Array<CardProduct | undefined> = new Array(paged.total);
    for (const [page, products] of [[1, paged.data] as const, ...store.pages]) {
      products.forEach((product, index) => {
        const position = (page - 1) * limit + index;
        if (position < out.length) out[position] = product;
      });
    }
    return out;
  }, [local, queryId, paged, store, limit, version]);
  const total = local || paged ? items.length : undefined;

  const ensureRange = useCallback(
    (start: number, end: number) => {
      if (!paged || !store) return;
      const from = Math.max(Math.floor(start / limit) + 1, 2);
      const to = Math.floor((Math.min(end, paged.total) - 1) / limit) + 1;
      for (let page = from; page <= to; page += 1) store.load(page);
    },
    [paged, store, limit],
  );

  const source = plain ? catalogue : firstPage;
  const retry = useCallback(() => {
    store?.retry();
    if (source.error) void source.mutate();
  }, [store, source]);

  // Into the host's cache, so choosing that query paints at once; the hook joins it if asked
  // for while it is still out.
  const prefetch = useCallback(
    (next: ProductQuery) => {
      if (paging.get(client) === 'plain') return;
      // Unknown yet, or not honoured: the listing waits, or filters the whole list here.
      if (hasFacetFilters(next.filters) && !extensions.has('product-facets')) return;
      const key = firstPageKeyOf(normaliseProductQuery(next), limit);
      const id = unstable_serialize(key);
      if (cache.get(id)?.data !== undefined || ahead.current.has(id)) return;
      const answer = fetchFirstPage(client, key[1], limit);
      ahead.current.set(id, answer);
      const forget = () => ahead.current.delete(id);
      mutate(key, answer, { revalidate: false }).then(
        // Stands in for the request the hook makes as it switches over, as SWR dedupes.
        () => setTimeout(forget, AHEAD_FRESH_MS),
        // Forgotten at once: the listing asks again once it shows this query.
        forget,
      );
    },
    [client, limit, cache, mutate, extensions],
  );

  return {
    items,
    total,
    prefetch,
    catalogue: local,
    mode: total === undefined ? undefined : local ? 'local' : 'paged',
    ensureRange,
    loadPage: useCallback((page: number) => store?.load(page), [store]),
    // Data first: a listing with something to show reads no loading state, so SWR's check on
    // mount does not render it again.
    isLoading: waiting || (source.data === undefined && source.isLoading && !source.error),
    error: source.error ?? store?.error,
    retry,
  };
}
