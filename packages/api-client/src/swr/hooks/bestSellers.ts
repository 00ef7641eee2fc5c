import useSWR from 'swr';
import type { CardProduct } from '../../contract/payloads';
import { BEST_SELLERS_COUNT, isPagedAnswer, sortProducts } from '../../contract/rules/listing';
import type { ApiClient } from '../../core/client';
import { type ApiError, isApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys, normaliseProductQuery } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import { type PreloadedRead, preloadRead } from '../preload';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';
import { pageLimit, paging } from './listingReads';

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
 * feature images; the first `useBestSellers(count)` takes this answer instead of asking again.
 */
export function preloadBestSellers(
  client: ApiClient,
  count: number = BEST_SELLERS_COUNT,
): PreloadedRead<CardProduct[]> {
  const limit = pageLimit(count);
  const key = bestSellersKey(limit);
  return preloadRead(key, () => fetchBestSellers(client, limit));
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
    () => fetchBestSellers(client, limit),
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
