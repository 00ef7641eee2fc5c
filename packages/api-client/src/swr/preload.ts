import { preload, unstable_serialize } from 'swr';
import type { ApiKey } from './keys';

/** A read started before its hook renders: its SWR key and its answer. */
export interface PreloadedRead<Data = unknown> {
  key: ApiKey;
  answer: Promise<Data>;
}

/**
 * SWR's `preload`: the first hook on `key` takes this request instead of asking again. SWR
 * preloads nothing on a server (no hook there would take it), so there the request is simply
 * made and the caller still gets its answer (a build that records the requests, a server render).
 * For a hook that mounts soon: SWR keeps an untaken preload, failed or not, until a hook asks.
 */
export function preloadRead<Data>(key: ApiKey, fetcher: () => Promise<Data>): PreloadedRead<Data> {
  return { key, answer: preload(key, fetcher) ?? fetcher() };
}

/**
 * The preloaded reads that have answered within `waitMs`, as `SWRConfig`'s `fallback`: hooks on
 * those keys render with their data at once and take the preloaded answer as they revalidate (no
 * second request). A read that failed or is still out is left to its hook.
 */
export async function answeredReads(
  reads: readonly PreloadedRead[],
  waitMs: number,
): Promise<Record<string, unknown>> {
  const fallback: Record<string, unknown> = {};
  const settled = Promise.all(
    reads.map(({ key, answer }) =>
      answer.then(
        (data) => {
          fallback[unstable_serialize(key)] = data;
        },
        () => {
          // The hook reports it.
        },
      ),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((done) => {
    timer = setTimeout(done, waitMs);
  });
  await Promise.race([settled, waited]);
  clearTimeout(timer);
  // A copy: answers that come later must not change a configuration already in use.
  return { ...fallback };
}
