import { createContext, type ReactNode, useContext } from 'react';
import { SWRConfig, type SWRConfigValue } from 'swr';
import type { ApiClient } from '../core/client';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** The one client of the app, from `createApiClient({ baseURL })`. */
  client: ApiClient;
  /**
   * Passed to `SWRConfig` as is; e.g. `{ provider: () => new Map() }` gives tests and stories a
   * cache of their own so no state leaks between them.
   */
  swrConfig?: SWRConfigValue;
  children?: ReactNode;
}

/** Makes the API client and the SWR configuration available to every hook below it. */
export function ApiProvider({ client, swrConfig, children }: ApiProviderProps) {
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ApiClientContext.Provider>
  );
}

/** The client given to the nearest `ApiProvider`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) {
    throw new Error(
      'useApiClient must be used inside <ApiProvider client={createApiClient(...)}>; ' +
        'the @atelier/api-client/swr hooks read the API client from it.',
    );
  }
  return client;
}
