import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { apiKeys, matchKeys } from '../keys';
import { useAdminApi } from '../useAdminApi';

/** Blocking and unblocking shoppers (extension 'admin-customers'). */
export function useAdminCustomerActions() {
  const admin = useAdminApi();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    // The answer carries only a message: the shopper's page and every list page reload.
    const reload = (id: string) =>
      Promise.all([mutate(apiKeys.adminCustomer(id)), mutate(matchKeys('adminCustomers'))]);
    return {
      block: async (id: string, reason: string) => {
        const response = await admin.adminCustomers.block(id, reason);
        await reload(id);
        return response;
      },
      unblock: async (id: string) => {
        const response = await admin.adminCustomers.unblock(id);
        await reload(id);
        return response;
      },
    };
  }, [admin, mutate]);
}

export type AdminCustomerActions = ReturnType<typeof useAdminCustomerActions>;
