import useSWR from 'swr';
import { type ExtensionName, honouredExtensions } from '../../contract/extensions';
import type { ApiClient } from '../../core/client';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { listConfig } from '../listRead';

const fetchExtensions = async (client: ApiClient) =>
  honouredExtensions((await client.extensions.list()).data);

export interface Extensions {
  /** Whether the backend honours `name`: false until its answer is in, and after a failure. */
  has(name: ExtensionName): boolean;
  /** Whether the backend's answer is in (a 404 from a plain backend counts: it honours none). */
  isKnown: boolean;
}

/**
 * What the backend offers beyond spec section 7 (`GET /api/extensions`), so a screen shows an
 * extension's controls only where the backend has it. Asked once per app: the answer changes
 * only with a deployment. `ask` false: nothing is asked (nor known) until it turns true.
 */
export function useExtensions(ask = true): Extensions {
  const client = useApiClient();
  const { data } = useSWR<ReadonlySet<ExtensionName>, ApiError, ApiKey<'extensions'> | null>(
    ask ? apiKeys.extensions() : null,
    () => fetchExtensions(client),
    listConfig({
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    }),
  );
  return { has: (name) => data?.has(name) ?? false, isKnown: data !== undefined };
}
