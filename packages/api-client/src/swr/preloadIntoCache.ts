import { mutate, preload } from 'swr';
import type { ApiKey } from './keys';

/**
 * Starts a read before anything renders: the first hook on `key` uses this request instead of
 * asking again, and the answer also goes into SWR's cache, so a page that renders after it has
 * the data in its first render (with `preload` alone the hook picks the answer up only after
 * mounting, and React renders again). A failure is left to the hook, which asks again and
 * reports it.
 */
export function preloadIntoCache<Data>(key: ApiKey, fetcher: () => Promise<Data>): Promise<Data> {
  const answer = preload(key, fetcher);
  answer.then(
    (data) => mutate(key, data, { revalidate: false }),
    () => {
      // The hook reports it.
    },
  );
  return answer;
}
