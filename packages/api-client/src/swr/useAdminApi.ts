import { type AdminApi, createAdminApi } from '../admin';
import type { ApiClient } from '../core/client';
import { useApiClient } from './ApiProvider';

const built = new WeakMap<ApiClient, AdminApi>();

/**
 * The back office's calls over the provider's client, built once per client. Only the admin
 * hooks import this module, so a shopper's bundle leaves the admin resources out.
 */
export function useAdminApi(): AdminApi {
  const client = useApiClient();
  let api = built.get(client);
  if (!api) {
    api = createAdminApi(client);
    built.set(client, api);
  }
  return api;
}
