import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { RestockAlertPayload } from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';
import type { MaybeId } from '../types';

/**
 * Extension `restock-alerts`: "Notify me" (for a guest too: `userId` null) and ending an alert;
 * the signed-in shopper's list of alerts on the product follows.
 */
export function useRestockAlertActions(userId: MaybeId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = (productId: string) =>
      userId ? mutate(apiKeys.restockAlerts(userId, productId)) : Promise.resolve();
    return {
      subscribe: async (payload: RestockAlertPayload) => {
        const response = await client.restockAlerts.subscribe(payload);
        await refresh(payload.productId);
        return response;
      },
      remove: async (id: string, productId: string) => {
        const response = await client.restockAlerts.remove(id);
        await refresh(productId);
        return response;
      },
    };
  }, [client, mutate, userId]);
}

export type RestockAlertActions = ReturnType<typeof useRestockAlertActions>;
