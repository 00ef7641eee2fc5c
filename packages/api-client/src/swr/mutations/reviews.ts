import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { ReviewPayload } from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { apiKeys, isProductsKey, isSearchKey } from '../keys';

/** Writing a review; the reviews list and every view of the product's average rating refetch. */
export function useReviewActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      add: async (payload: ReviewPayload) => {
        const response = await client.reviews.add(payload);
        // The server recomputes averageReview, which the product, listings and search cards show.
        await Promise.all([
          mutate(apiKeys.reviews(payload.productId)),
          mutate(apiKeys.product(payload.productId)),
          mutate(isProductsKey),
          mutate(isSearchKey),
        ]);
        return response;
      },
    }),
    [client, mutate],
  );
}

export type ReviewActions = ReturnType<typeof useReviewActions>;
