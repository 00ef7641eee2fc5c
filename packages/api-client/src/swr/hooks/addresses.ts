import useSWR from 'swr';
import type { Address } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse, MaybeId } from '../types';

/** The user's saved delivery addresses (at most `MAX_ADDRESSES`); empty when they fail to load. */
export function useAddresses(
  userId: MaybeId,
  config?: ApiSWRConfig<Address[]>,
): ApiSWRResponse<Address[]> {
  const client = useApiClient();
  const response = useSWR<Address[], ApiError, ApiKey<'addresses'> | null>(
    userId ? apiKeys.addresses(userId) : null,
    async ([, id]) => (await client.addresses.get(id)).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
