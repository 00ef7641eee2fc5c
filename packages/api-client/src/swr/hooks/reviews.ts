import useSWR from 'swr';
import type { Review } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** The reviews of one product; empty when they fail to load. */
export function useReviews(
  productId: MaybeId,
  config?: ApiSWRConfig<Review[]>,
): ApiSWRResponse<Review[]> {
  const client = useApiClient();
  const response = useSWR<Review[], ApiError, ApiKey<'reviews'> | null>(
    productId ? apiKeys.reviews(productId) : null,
    async ([, id]) => (await client.reviews.list(id)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
