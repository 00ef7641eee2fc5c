import useSWR from 'swr';
import type { Cart } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** The user's cart; no request for a guest (`userId` missing). */
export function useCart(userId: MaybeId, config?: ApiSWRConfig<Cart>): ApiSWRResponse<Cart> {
  const client = useApiClient();
  return useSWR<Cart, ApiError, ApiKey<'cart'> | null>(
    userId ? apiKeys.cart(userId) : null,
    async ([, id]) => (await client.cart.get(id)).data,
    config,
  );
}
