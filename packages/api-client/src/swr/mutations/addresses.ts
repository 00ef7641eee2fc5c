import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { AddressFields } from '../../contract/entities';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';
import type { MaybeId } from '../types';
import { requireUserId } from './requireUserId';

/**
 * Address book changes for one user. Responses carry a single address, not the list, so the list
 * is refetched rather than patched (the server decides order and enforces the limit of 3).
 */
export function useAddressActions(userId: MaybeId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const refresh = async <T>(id: string, response: T) => {
      await mutate(apiKeys.addresses(id));
      return response;
    };
    return {
      add: async (fields: AddressFields) => {
        const id = requireUserId(userId, 'addresses.add');
        return refresh(id, await client.addresses.add({ ...fields, userId: id }));
      },
      update: async (addressId: string, fields: AddressFields) => {
        const id = requireUserId(userId, 'addresses.update');
        return refresh(id, await client.addresses.update(id, addressId, fields));
      },
      remove: async (addressId: string) => {
        const id = requireUserId(userId, 'addresses.remove');
        return refresh(id, await client.addresses.remove(id, addressId));
      },
    };
  }, [client, mutate, userId]);
}

export type AddressActions = ReturnType<typeof useAddressActions>;
