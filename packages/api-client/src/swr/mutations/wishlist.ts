import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { WishlistItem } from '../../contract/entities';
import type { DataResponse } from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';
import type { MaybeId } from '../types';
import { requireUserId } from './requireUserId';

/** Adds to and removes from one user's wishlist, keeping the list and that product's heart true. */
export function useWishlistActions(userId: MaybeId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const store = async (
      id: string,
      productId: string,
      isInWishlist: boolean,
      response: DataResponse<WishlistItem[]>,
    ) => {
      // The outcome of the call is the check's answer, so the heart needs no request of its own.
      const check = mutate<boolean>(apiKeys.wishlistCheck(id, productId), isInWishlist, {
        revalidate: false,
      });
      // The contract answers with the whole list; anything else is refetched rather than trusted.
      const list = Array.isArray(response.data)
        ? mutate<WishlistItem[]>(apiKeys.wishlist(id), response.data, { revalidate: false })
        : mutate(apiKeys.wishlist(id));
      await Promise.all([check, list]);
      return response;
    };
    return {
      add: async (productId: string) => {
        const id = requireUserId(userId, 'wishlist.add');
        return store(id, productId, true, await client.wishlist.add({ userId: id, productId }));
      },
      remove: async (productId: string) => {
        const id = requireUserId(userId, 'wishlist.remove');
        return store(id, productId, false, await client.wishlist.remove({ userId: id, productId }));
      },
    };
  }, [client, mutate, userId]);
}

export type WishlistActions = ReturnType<typeof useWishlistActions>;
