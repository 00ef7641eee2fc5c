import type { CardProduct, ProductListResponse, ProductQuery } from '../../contract/payloads';
import { DEFAULT_PAGE_LIMIT, isPagedAnswer, MAX_PAGE_LIMIT } from '../../contract/rules/listing';
import type { ApiClient } from '../../core/client';
import { apiKeys, type NormalisedProductQuery, normaliseProductQuery } from '../keys';
import { type PreloadedRead, preloadRead } from '../preload';

// The catalogue's reads, apart from the listing's hook: start-up preloads them before the hook's
// code is here.

/**
 * Whether a client's backend pages (extension 1), learnt from its first list answer: a numeric
 * `total` means it does; a whole list means it does not, and stays the answer for the session.
 */
export const paging = new WeakMap<ApiClient, 'paged' | 'plain'>();

export const pageLimit = (pageSize: number) =>
  Math.min(Math.max(Math.floor(pageSize), 1), MAX_PAGE_LIMIT);

/** The SWR key of a listing's first page of cards. */
export const firstPageKeyOf = (query: NormalisedProductQuery, limit: number) =>
  apiKeys.productPage(query, { page: 1, limit, fields: 'card' });

/** A listing's first page with card fields; learns from the answer whether the backend pages. */
export async function fetchFirstPage(
  client: ApiClient,
  query: NormalisedProductQuery,
  limit: number,
): Promise<ProductListResponse<CardProduct>> {
  const answer = await client.products.list(query, { page: 1, limit, fields: 'card' });
  if (isPagedAnswer(answer)) paging.set(client, 'paged');
  return answer;
}

/**
 * Starts loading a listing's first page before anything renders (beside the session): the first
 * `useProductListing(query)` takes this answer instead of asking again.
 */
export function preloadProductListing(
  client: ApiClient,
  query?: ProductQuery,
  { pageSize = DEFAULT_PAGE_LIMIT }: { pageSize?: number } = {},
): PreloadedRead<ProductListResponse<CardProduct>> {
  const limit = pageLimit(pageSize);
  const normalised = normaliseProductQuery(query);
  return preloadRead(firstPageKeyOf(normalised, limit), () =>
    fetchFirstPage(client, normalised, limit),
  );
}
