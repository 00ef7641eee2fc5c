import { mutate, preload, SWRConfig, unstable_serialize } from 'swr';
import type { ApiKey } from './keys';

/**
 * SWR's `preload`: the first hook on `key` uses this request instead of asking again. SWR
 * preloads nothing on a server (no hook there would pick it up), so there the request is simply
 * made, and the caller still gets its answer (server rendering, a build that records requests).
 */
export function preloadRequest<Data>(key: ApiKey, fetcher: () => Promise<Data>): Promise<Data> {
  return preload(key, fetcher) ?? fetcher();
}

/**
 * Starts a read before anything renders: the first hook on `key` uses this request instead of
 * asking again, and the answer also goes into SWR's cache, so a page that renders after it has
 * the data in its first render (with `preload` alone the hook picks the answer up only after
 * mounting, and React renders again). A failure is left to the hook, which asks again and
 * reports it. An answer already in the cache (a page that has shown it) is the answer: SWR's
 * `preload` would ask again.
 */
export function preloadIntoCache<Data>(key: ApiKey, fetcher: () => Promise<Data>): Promise<Data> {
  const cached: unknown = SWRConfig.defaultValue.cache.get(unstable_serialize(key))?.data;
  if (cached !== undefined) return Promise.resolve(cached as Data);
  const answer = preloadRequest(key, fetcher);
  answer.then(
    (data) => mutate(key, data, { revalidate: false }),
    () => {
      // The hook reports it.
    },
  );
  return answer;
}
