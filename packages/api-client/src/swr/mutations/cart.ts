import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Cart } from '../../contract/entities';
import type { CartItemPayload, CartItemRef, CartResponse } from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';
import type { MaybeId } from '../types';
import { requireUserId } from './requireUserId';

/** Cart changes for one user. Every cart response carries the whole cart, so none refetches. */
export function useCartActions(userId: MaybeId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const store = async (id: string, response: CartResponse) => {
      await mutate<Cart>(apiKeys.cart(id), response.data, { revalidate: false });
      return response;
    };
    return {
      add: async (item: Omit<CartItemPayload, 'userId'>) => {
        const id = requireUserId(userId, 'cart.add');
        return store(id, await client.cart.add({ ...item, userId: id }));
      },
      update: async (item: Omit<CartItemPayload, 'userId'>) => {
        const id = requireUserId(userId, 'cart.update');
        return store(id, await client.cart.update({ ...item, userId: id }));
      },
      remove: async (item: Omit<CartItemRef, 'userId'>) => {
        const id = requireUserId(userId, 'cart.remove');
        return store(id, await client.cart.remove({ ...item, userId: id }));
      },
    };
  }, [client, mutate, userId]);
}

export type CartActions = ReturnType<typeof useCartActions>;
