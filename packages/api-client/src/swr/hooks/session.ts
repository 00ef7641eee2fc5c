import useSWR from 'swr';
import type { User } from '../../contract/entities';
import type { ApiClient } from '../../core/client';
import { type ApiError, isApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { type PreloadedRead, preloadRead } from '../preload';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/** Not being logged in is an answer, not a failure: the check-auth call says so with a 401. */
function meansGuest(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.kind === 'rejected');
}

async function fetchSession(client: ApiClient): Promise<User | null> {
  try {
    const { user } = await client.auth.checkAuth();
    return user ?? null;
  } catch (error) {
    if (meansGuest(error)) return null;
    throw error;
  }
}

/**
 * The logged-in user, or `null` for a guest. `error` is only set when the check itself could not
 * be made (network, server fault), so a guard can tell "guest" from "unknown".
 */
export function useSession(config?: ApiSWRConfig<User | null>): ApiSWRResponse<User | null> {
  const client = useApiClient();
  return useSWR<User | null, ApiError, ApiKey<'session'>>(
    apiKeys.session(),
    () => fetchSession(client),
    config,
  );
}

/**
 * Starts the session check before anything renders (spec section 2: the app asks for the
 * authentication state on start), with the cache-preventing headers like every check. The first
 * `useSession` takes this answer instead of asking again.
 */
export function preloadSession(client: ApiClient): PreloadedRead<User | null> {
  return preloadRead(apiKeys.session(), () => fetchSession(client));
}
