import useSWR from 'swr';
import type { Category, SizeGuide } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { listConfig, quietList } from '../listRead';
import type { ApiSWRResponse } from '../types';

/**
 * Extension `size-guides`: the category's size guide, null where it has none. Asked only when
 * `category` is given, so a screen passes null until it knows the backend has the extension.
 */
export function useSizeGuide(category: Category | null): ApiSWRResponse<SizeGuide | null> {
  const client = useApiClient();
  const response = useSWR<SizeGuide | null, ApiError, ApiKey<'sizeGuide'> | null>(
    category ? apiKeys.sizeGuide(category) : null,
    async ([, id]) => (await client.sizeGuides.get(id as Category)).data,
    listConfig({ revalidateOnFocus: false }),
  );
  // A guide that fails to load is no guide: the sizes still work without it.
  return quietList(response, null);
}
