import useSWR from 'swr';
import type { Product } from '../../contract/entities';
import { isSearchableKeyword } from '../../contract/rules/search';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/**
 * Products matching `keyword`. Only a searchable keyword (longer than 3 characters once trimmed)
 * is sent; anything shorter gives a null key, so `data` becomes undefined and the results clear.
 * A search that fails shows no results, with the reason in `error`.
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
  const response = useSWR<Product[], ApiError, ApiKey<'search'> | null>(
    keyword && isSearchableKeyword(keyword) ? apiKeys.search(keyword) : null,
    async ([, trimmed]) => (await client.search.products(trimmed)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
