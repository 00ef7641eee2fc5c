import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR, { mutate as globalMutate, unstable_serialize, useSWRConfig } from 'swr';
import type { CardProduct, ProductListResponse, ProductQuery } from '../../contract/payloads';
import {
  BEST_SELLERS_COUNT,
  DEFAULT_PAGE_LIMIT,
  filterProducts,
  isPagedAnswer,
  MAX_PAGE_LIMIT,
  sortProducts,
} from '../../contract/rules/listing';
import type { ApiClient } from '../../core/client';
import { type ApiError, isApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys, type NormalisedProductQuery, normaliseProductQuery } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import { joinPreload, preloadIntoCache } from '../preloadIntoCache';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/**
 * Whether a client's backend pages (extension 1), learnt from its first list answer: a numeric
 * `total` means it does; a whole list means it does not, and stays the answer for the session.
 */
const paging = new WeakMap<ApiClient, 'paged' | 'plain'>();

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
}

interface PageStore {
  /** The first-page answer the other pages belong with; a new one starts a fresh store. */
  owner: unknown;
  pages: Map<number, CardProduct[]>;
  loading: Set<number>;
  failed: Set<number>;
  error: ApiError | undefined;
}

const pageLimit = (pageSize: number) => Math.min(Math.max(Math.floor(pageSize), 1), MAX_PAGE_LIMIT);

/** The SWR key of a listing's first page of cards. */
const firstPageKeyOf = (query: NormalisedProductQuery, limit: number) =>
  apiKeys.productPage(query, { page: 1, limit, fields: 'card' });

/**
 * A listing's first page with card fields; learns from the answer whether the backend pages.
 * A whole list is also kept where the plain listing looks for it, so switching over sends no
 * request.
 */
async function fetchFirstPage(
  client: ApiClient,
  query: NormalisedProductQuery,
  limit: number,
  mutate: typeof globalMutate,
): Promise<ProductListResponse<CardProduct>> {
  const answer = await client.products.list(query, { page: 1, limit, fields: 'card' });
  if (isPagedAnswer(answer)) {
    paging.set(client, 'paged');
  } else {
    paging.set(client, 'plain');
    await mutate(apiKeys.productCatalogue(query.filters), answer.data, { revalidate: false });
  }
  return answer;
}

/**
 * Starts loading a listing's first page before anything renders (beside the session), and puts
 * the answer in SWR's cache, so a `useProductListing(query)` that renders after it has its
 * cards in its first render, and one that renders before it uses this request.
 */
export function preloadProductListing(
  client: ApiClient,
  query?: ProductQuery,
  { pageSize = DEFAULT_PAGE_LIMIT }: Pick<ProductListingOptions, 'pageSize'> = {},
): Promise<ProductListResponse<CardProduct>> {
  const limit = pageLimit(pageSize);
  const normalised = normaliseProductQuery(query);
  return preloadIntoCache(firstPageKeyOf(normalised, limit), () =>
    fetchFirstPage(client, normalised, limit, globalMutate),
  );
}

/**
 * The storefront listing for a windowed grid. Against a backend that pages, it loads the first
 * page with card fields and then whichever pages the grid asks for; against one that answers
 * the whole list, it keeps that list and filters and sorts it here.
 */
export function useProductListing(
  query?: ProductQuery,
  { pageSize = DEFAULT_PAGE_LIMIT, keepPreviousData = false }: ProductListingOptions = {},
): ProductListing {
  const client = useApiClient();
  const { cache, mutate } = useSWRConfig();
  const limit = pageLimit(pageSize);
  const normalised = normaliseProductQuery(query);
  const plain = paging.get(client) === 'plain';

  // A backend that does not page: the list for these filters, or the unfiltered list when it
  // is already here (then filters change without a request as well).
  const everything = apiKeys.productCatalogue();
  const catalogueKey =
    cache.get(unstable_serialize(everything))?.data !== undefined
      ? everything
      : apiKeys.productCatalogue(normalised.filters);
  const catalogue = useSWR<CardProduct[], ApiError, ApiKey<'productCatalogue'> | null>(
    plain ? catalogueKey : null,
    async ([, filters]) => (await client.products.list({ filters })).data,
    listConfig({ keepPreviousData, revalidateIfStale: false }),
  );

  const firstPageKey = firstPageKeyOf(normalised, limit);
  const firstPage = useSWR<
    ProductListResponse<CardProduct>,
    ApiError,
    ApiKey<'productPage'> | null
  >(
    plain ? null : firstPageKey,
    (key) => joinPreload(key, () => fetchFirstPage(client, key[1], limit, mutate)),
    listConfig({ keepPreviousData }),
  );

  const [version, setVersion] = useState(0);
  const store = useRef<PageStore | null>(null);
  const first = firstPage.data;
  let pages = store.current;
  if (pages?.owner !== first || !pages) {
    pages = {
      owner: first,
      pages: new Map(),
      loading: new Set(),
      failed: new Set(),
      error: undefined,
    };
    store.current = pages;
  }

  const local = plain ? catalogue.data : first && !isPagedAnswer(first) ? first.data : undefined;
  // The normalised query is rebuilt every render; its serialised form says when it changed.
  const queryId = unstable_serialize(normalised);
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryId stands for the query
  const localItems = useMemo(
    () =>
      local
        ? sortProducts(filterProducts(local, normalised.filters), normalised.sortBy)
        : undefined,
    [local, queryId],
  );
  const total = localItems
    ? localItems.length
    : first && isPagedAnswer(first)
      ? first.total
      : undefined;

  // The loaders read the render's state through a ref, so they stay the same functions.
  const source = plain ? catalogue : firstPage;
  const now = { first, normalised, limit, revalidateFirst: firstPage.mutate, source };
  const latest = useRef(now);
  latest.current = now;

  const loadPage = useCallback(
    (page: number) => {
      const owner = store.current;
      const { first: answer, normalised: current, limit: size, revalidateFirst } = latest.current;
      if (!owner || !answer || !isPagedAnswer(answer) || page <= 1) return;
      if (owner.pages.has(page) || owner.loading.has(page)) return;
      if ((page - 1) * size >= answer.total) return;
      owner.loading.add(page);
      client.products
        .list(current, { page, limit: size, fields: 'card' })
        .then(
          (next) => {
            owner.pages.set(page, next.data);
            owner.failed.delete(page);
            // The catalogue changed under us: start over from a fresh first page.
            if (isPagedAnswer(next) && next.total !== answer.total) void revalidateFirst();
          },
          (error: unknown) => {
            owner.failed.add(page);
            owner.error = isApiError(error) ? error : undefined;
          },
        )
        .finally(() => {
          owner.loading.delete(page);
          if (store.current === owner) setVersion((version) => version + 1);
        });
    },
    [client],
  );

  const ensureRange = useCallback(
    (start: number, end: number) => {
      const { first: answer, limit: size } = latest.current;
      if (!answer || !isPagedAnswer(answer)) return;
      const from = Math.max(Math.floor(start / size) + 1, 1);
      const to = Math.floor((Math.min(end, answer.total) - 1) / size) + 1;
      for (let page = from; page <= to; page += 1) loadPage(page);
    },
    [loadPage],
  );

  // `pages` changes in place; `version` counts its changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for pages' content
  const items = useMemo(() => {
    if (localItems) return localItems;
    if (!first || !isPagedAnswer(first)) return EMPTY_LIST as CardProduct[];
    const out: Array<CardProduct | undefined> = new Array(first.total);
    const place = (page: number, products: readonly CardProduct[]) => {
      products.forEach((product, index) => {
        const position = (page - 1) * limit + index;
        if (position < out.length) out[position] = product;
      });
    };
    place(1, first.data);
    for (const [page, products] of pages.pages) place(page, products);
    return out;
  }, [localItems, first, limit, pages, version]);

  const retry = useCallback(() => {
    const owner = store.current;
    if (owner) {
      const failed = [...owner.failed];
      owner.failed.clear();
      owner.error = undefined;
      for (const page of failed) loadPage(page);
    }
    if (latest.current.source.error) void latest.current.source.mutate();
  }, [loadPage]);

  const prefetch = useCallback(
    (next: ProductQuery) => {
      if (paging.get(client) === 'plain') return;
      const key = firstPageKeyOf(normaliseProductQuery(next), limit);
      if (cache.get(unstable_serialize(key))?.data !== undefined) return;
      preloadProductListing(client, next, { pageSize: limit }).catch(() => {
        // The listing asks again once it shows this query, and reports a failure then.
      });
    },
    [client, limit, cache],
  );

  return {
    items,
    total,
    prefetch,
    mode: total === undefined ? undefined : localItems ? 'local' : 'paged',
    ensureRange,
    loadPage,
    // Data first: a listing with something to show reads no loading state, so SWR's check on
    // mount does not render it again.
    isLoading: source.data === undefined && source.isLoading && !source.error,
    error: source.error ?? pages.error,
    retry,
  };
}

const bestSellersKey = (limit: number) =>
  apiKeys.productPage({ sortBy: 'sales-hightolow' }, { page: 1, limit, fields: 'card' });

async function fetchBestSellers(client: ApiClient, limit: number): Promise<CardProduct[]> {
  const normalised = normaliseProductQuery({ sortBy: 'sales-hightolow' });
  const top = (products: readonly CardProduct[]) =>
    sortProducts(products, 'sales-hightolow').slice(0, limit);
  if (paging.get(client) !== 'plain') {
    try {
      const answer = await client.products.list(normalised, { page: 1, limit, fields: 'card' });
      paging.set(client, isPagedAnswer(answer) ? 'paged' : 'plain');
      return top(answer.data);
    } catch (error) {
      // A backend that checks `sortBy` strictly refuses the extension's sort: ask plainly.
      if (!isApiError(error) || error.status !== 400) throw error;
    }
  }
  return top((await client.products.list()).data);
}

/**
 * Starts loading home's best sellers before anything renders, beside the session and the
 * feature images; the first `useBestSellers(count)` uses this answer instead of asking again.
 * The answer also goes into SWR's cache, so a home that renders after it has its cards in its
 * first render.
 */
export function preloadBestSellers(
  client: ApiClient,
  count: number = BEST_SELLERS_COUNT,
): Promise<CardProduct[]> {
  const limit = pageLimit(count);
  const key = bestSellersKey(limit);
  return preloadIntoCache(key, () => fetchBestSellers(client, limit));
}

/**
 * Home's 'Feature Products': the best sellers, with card fields. A backend that pages is asked
 * for exactly them (`sortBy=sales-hightolow`, extension 1); from any other, the whole list is
 * sorted by sales here. Empty when they fail to load.
 */
export function useBestSellers(
  count: number = BEST_SELLERS_COUNT,
  config?: ApiSWRConfig<CardProduct[]>,
): ApiSWRResponse<CardProduct[]> {
  const client = useApiClient();
  const limit = pageLimit(count);
  const response = useSWR<CardProduct[], ApiError, ApiKey<'productPage'>>(
    bestSellersKey(limit),
    (key) => joinPreload(key, () => fetchBestSellers(client, limit)),
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
