import useSWR from 'swr';
import type {
  AdminCustomerQuery,
  CustomerDetails,
  CustomerPage,
} from '../../contract/rules/adminCustomers';
import type { ApiError } from '../../core/errors';
import { type ApiKey, apiKeys } from '../keys';
import { listConfig } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';
import { useAdminApi } from '../useAdminApi';

/**
 * One page of the shoppers' search (extension 'admin-customers'): the page after `cursor`, or
 * the first. No request while `enabled` is false (a backend without it).
 */
export function useAdminCustomerSearch(
  query: AdminCustomerQuery,
  cursor: string | undefined,
  enabled: boolean,
  config?: ApiSWRConfig<CustomerPage>,
): ApiSWRResponse<CustomerPage> {
  const { adminCustomers } = useAdminApi();
  return useSWR<CustomerPage, ApiError, ApiKey<'adminCustomers'> | null>(
    enabled ? apiKeys.adminCustomers(query, cursor) : null,
    ([, normal, after]) => adminCustomers.search(normal, after ? { cursor: after } : {}),
    listConfig(config),
  );
}

/** One shopper's page: their figures, block, addresses, orders and history. */
export function useAdminCustomer(
  id: MaybeId,
  config?: ApiSWRConfig<CustomerDetails>,
): ApiSWRResponse<CustomerDetails> {
  const { adminCustomers } = useAdminApi();
  return useSWR<CustomerDetails, ApiError, ApiKey<'adminCustomer'> | null>(
    id ? apiKeys.adminCustomer(id) : null,
    async ([, customerId]) => (await adminCustomers.details(customerId)).data,
    config,
  );
}
