import useSWR from 'swr';
import type { WishlistItem } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** The user's wishlist; no request for a guest; empty when it fails to load. */
export function useWishlist(
  userId: MaybeId,
  config?: ApiSWRConfig<WishlistItem[]>,
): ApiSWRResponse<WishlistItem[]> {
  const client = useApiClient();
  const response = useSWR<WishlistItem[], ApiError, ApiKey<'wishlist'> | null>(
    userId ? apiKeys.wishlist(userId) : null,
    async ([, id]) => (await client.wishlist.get(id)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}

/** Whether one product is on the user's wishlist (the heart's state); no request for a guest. */
export function useWishlistCheck(
  userId: MaybeId,
  productId: MaybeId,
  config?: ApiSWRConfig<boolean>,
): ApiSWRResponse<boolean> {
  const client = useApiClient();
  return useSWR<boolean, ApiError, ApiKey<'wishlistCheck'> | null>(
    userId && productId ? apiKeys.wishlistCheck(userId, productId) : null,
    async ([, user, product]) =>
      (await client.wishlist.check({ userId: user, productId: product })).data.isInWishlist,
    config,
  );
}
