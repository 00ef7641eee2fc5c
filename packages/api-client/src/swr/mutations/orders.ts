import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { CaptureOrderPayload, CreateOrderPayload } from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';
import type { MaybeId } from '../types';
import { requireUserId } from './requireUserId';

/**
 * Placing and paying for orders. Neither response carries the cart or the order list, and the
 * server empties the cart once an order goes through, so both are refetched.
 */
export function useOrderActions(userId: MaybeId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      /** Creates the order; for online payment the response opens the payment window. */
      create: async (payload: Omit<CreateOrderPayload, 'userId'>) => {
        const id = requireUserId(userId, 'orders.create');
        const response = await client.orders.create({ ...payload, userId: id });
        await Promise.all([mutate(apiKeys.cart(id)), mutate(apiKeys.orders(id))]);
        return response;
      },
      /** Verifies an online payment; the order's payment status changes. */
      capture: async (payload: CaptureOrderPayload) => {
        const response = await client.orders.capture(payload);
        // The payment-success page may be reached before the session is known, so the user's
        // lists are refreshed only when there is a user to refresh them for.
        await Promise.all([
          mutate(apiKeys.order(payload.orderData.orderId)),
          ...(userId ? [mutate(apiKeys.orders(userId)), mutate(apiKeys.cart(userId))] : []),
        ]);
        return response;
      },
    }),
    [client, mutate, userId],
  );
}

export type OrderActions = ReturnType<typeof useOrderActions>;
