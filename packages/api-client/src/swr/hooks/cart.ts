import useSWR from 'swr';
import type { Cart } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** What a cart that failed to load shows: nothing in it. */
const EMPTY_CART: Cart = Object.freeze({ _id: '', items: Object.freeze([]) as never[] });

/** The user's cart; no request for a guest (`userId` missing); empty when it fails to load. */
export function useCart(userId: MaybeId, config?: ApiSWRConfig<Cart>): ApiSWRResponse<Cart> {
  const client = useApiClient();
  const response = useSWR<Cart, ApiError, ApiKey<'cart'> | null>(
    userId ? apiKeys.cart(userId) : null,
    async ([, id]) => (await client.cart.get(id)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_CART);
}
