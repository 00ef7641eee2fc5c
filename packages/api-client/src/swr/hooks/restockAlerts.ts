import useSWR from 'swr';
import type { RestockAlert } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRResponse, MaybeId } from '../types';

/**
 * Extension `restock-alerts`: the signed-in shopper's alerts on one product; no request for a
 * guest, or while `productId` is null (a backend without the extension). Empty when it fails.
 */
export function useRestockAlerts(
  userId: MaybeId,
  productId: string | null,
): ApiSWRResponse<RestockAlert[]> {
  const client = useApiClient();
  const response = useSWR<RestockAlert[], ApiError, ApiKey<'restockAlerts'> | null>(
    userId && productId ? apiKeys.restockAlerts(userId, productId) : null,
    async ([, , product]) => (await client.restockAlerts.mine(product)).data,
    listConfig(),
  );
  return quietList(response, EMPTY_LIST);
}
