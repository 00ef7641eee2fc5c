import useSWR from 'swr';
import type { Product } from '../../contract/entities';
import { isSearchableKeyword } from '../../contract/rules/search';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/**
 * Products matching `keyword`. Only a searchable keyword (longer than 3 characters once trimmed)
 * is sent; anything shorter gives a null key, so `data` becomes undefined and the results clear.
 *
 * This hook does not debounce: pass it the keyword after the spec's 1 second pause
 * (`SEARCH_DELAY_MS`), e.g. from a debounced state in the search screen, or every keystroke
 * becomes a request.
 */
export function useSearch(
  keyword: string | null | undefined,
  config?: ApiSWRConfig<Product[]>,
): ApiSWRResponse<Product[]> {
  const client = useApiClient();
  return useSWR<Product[], ApiError, ApiKey<'search'> | null>(
    keyword && isSearchableKeyword(keyword) ? apiKeys.search(keyword) : null,
    async ([, trimmed]) => (await client.search.products(trimmed)).data,
    config,
  );
}
