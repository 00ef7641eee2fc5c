import { useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type {
  CaptureOrderData,
  CreateOrderPayload,
  CreateOrderResponse,
  PaymentIdentifiers,
} from '../../contract/payloads';
import { buildCapturePayload } from '../../contract/rules/orders';
import { isApiError } from '../../core/errors';
import { newIdempotencyKey } from '../../core/idempotency';
import type { CreateOrderOptions } from '../../core/orders';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';
import type { MaybeId } from '../types';
import { requireUserId } from './requireUserId';

/** One checkout attempt: what was sent, under which key, and what the backend answered. */
interface Attempt {
  order: CreateOrderPayload;
  sent: string;
  key: string;
  /** Set once the backend answered; a later create is then a new attempt. */
  settled: boolean;
  created?: CreateOrderResponse;
}

export interface CaptureInput extends PaymentIdentifiers {
  /**
   * Left out, the order's data comes from this hook's last create; given fields (e.g. an
   * `orderId` kept across a reload) are added to it.
   */
  orderData?: Partial<CaptureOrderData>;
}

const defined = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(
    Object.entries(value ?? {}).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;

/**
 * Placing and paying for orders. Neither response carries the cart or the order list, and the
 * server empties the cart once an order goes through, so both are refetched.
 *
 * Each create is one checkout attempt with its own `Idempotency-Key` (extension 2). Sending the
 * same order again after a failure with no answer (network, timeout) is a retry of that attempt
 * and reuses its key, so a backend honouring the key never places it twice; once a backend has
 * answered, the next create is a new attempt. The attempt's order also goes out again with the
 * capture (extension 3), for backends that create online orders only then.
 */
export function useOrderActions(userId: MaybeId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const attempt = useRef<Attempt | null>(null);

  return useMemo(
    () => ({
      /** Creates the order; for online payment the response opens the payment window. */
      create: async (
        payload: Omit<CreateOrderPayload, 'userId'>,
        options: CreateOrderOptions = {},
      ): Promise<CreateOrderResponse> => {
        const id = requireUserId(userId, 'orders.create');
        const order: CreateOrderPayload = { ...payload, userId: id };
        const sent = JSON.stringify(order);
        const previous = attempt.current;
        const retry = previous && !previous.settled && previous.sent === sent;
        const key = options.idempotencyKey ?? (retry ? previous.key : newIdempotencyKey());
        const current: Attempt = { order, sent, key, settled: false };
        attempt.current = current;
        try {
          current.created = await client.orders.create(order, { idempotencyKey: key });
          current.settled = true;
        } catch (error) {
          current.settled = !isApiError(error) || error.status !== 0;
          throw error;
        }
        await Promise.all([mutate(apiKeys.cart(id)), mutate(apiKeys.orders(id))]);
        return current.created;
      },
      /** Verifies an online payment; the order's payment status changes. */
      capture: async (input: CaptureInput) => {
        const last = attempt.current;
        const { orderData: given, ...payment } = input;
        const base = last?.created
          ? buildCapturePayload(payment, last.order, last.created).orderData
          : last?.order;
        const orderData = { ...base, ...defined(given) };
        const response = await client.orders.capture({ ...payment, orderData });
        attempt.current = null;
        const orderId = orderData.orderId ?? response.data?._id;
        // The payment-success page may be reached before the session is known, so the user's
        // lists are refreshed only when there is a user to refresh them for.
        await Promise.all([
          orderId ? mutate(apiKeys.order(orderId)) : undefined,
          ...(userId ? [mutate(apiKeys.orders(userId)), mutate(apiKeys.cart(userId))] : []),
        ]);
        return response;
      },
      /**
       * Extension 'order-cancellation': cancels the shopper's order; the answer is the order as
       * it is now, and the list refreshes.
       */
      cancel: async (orderId: string, reason: string) => {
        const response = await client.orders.cancel(orderId, { reason });
        await Promise.all([
          mutate(apiKeys.order(orderId), response.data, { revalidate: false }),
          ...(userId ? [mutate(apiKeys.orders(userId))] : []),
        ]);
        return response;
      },
    }),
    [client, mutate, userId],
  );
}

export type OrderActions = ReturnType<typeof useOrderActions>;
