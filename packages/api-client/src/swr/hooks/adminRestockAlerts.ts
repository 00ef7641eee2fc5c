import useSWR from 'swr';
import type { RestockWaiting } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRResponse } from '../types';
import { useAdminApi } from '../useAdminApi';

// Apart from the shopper's alerts: the admin's calls must stay out of a shopper's download.
/**
 * Extension `restock-alerts`: how many shoppers wait for each sold-out size, for the back
 * office; no request while `enabled` is false. Empty when it fails: the restock table still
 * works without it.
 */
export function useRestockWaiting(enabled: boolean): ApiSWRResponse<RestockWaiting[]> {
  const { adminRestockAlerts } = useAdminApi();
  const response = useSWR<RestockWaiting[], ApiError, ApiKey<'restockWaiting'> | null>(
    enabled ? apiKeys.restockWaiting() : null,
    async () => (await adminRestockAlerts.waiting()).data,
    listConfig(),
  );
  return quietList(response, EMPTY_LIST);
}
