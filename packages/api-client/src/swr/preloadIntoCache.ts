import { mutate, preload, SWRConfig, unstable_serialize } from 'swr';
import type { ApiKey } from './keys';

/**
 * SWR's `preload`: the first hook on `key` uses this request instead of asking again. SWR
 * preloads nothing on a server (no hook there would pick it up), so there the request is simply
 * made, and the caller still gets its answer (server rendering, a build that records requests).
 * For a request a hook picks up at once (the session at start); one that may wait unused for a
 * while goes through `preloadIntoCache`, since SWR keeps a failed preload and hands it to the
 * next hook on its key, however much later.
 */
export function preloadRequest<Data>(key: ApiKey, fetcher: () => Promise<Data>): Promise<Data> {
  return preload(key, fetcher) ?? fetcher();
}

/** A read started ahead of its hook, and when it was answered. */
interface Ahead {
  answer: Promise<unknown>;
  answeredAt?: number;
}

/** Reads started ahead of their hooks, by serialised key, until a hook takes them or they fail. */
const ahead = new Map<string, Ahead>();

/**
 * How long an answer read ahead stands in for the request a hook makes as it mounts (SWR's own
 * deduping interval). A hook that mounts later shows the kept answer and asks afresh.
 */
const FRESH_MS = 2_000;

/**
 * Starts a read before anything renders, or ahead of a choice the person may make: the answer
 * goes into SWR's cache, so a page that renders after it has the data in its first render, and
 * the first hook on `key` (its fetcher goes through `joinPreload`) uses this request instead of
 * asking again. A failure is forgotten at once: a hook that asks later asks again, and reports
 * it if it fails too (SWR's own `preload` would hand it the old failure, however much later).
 * An answer already in the cache (a page that has shown it) is the answer.
 */
export function preloadIntoCache<Data>(key: ApiKey, fetcher: () => Promise<Data>): Promise<Data> {
  const id = unstable_serialize(key);
  const cached: unknown = SWRConfig.defaultValue.cache.get(id)?.data;
  if (cached !== undefined) return Promise.resolve(cached as Data);
  // One on its way is joined; one answered whose answer has left the cache since is asked again.
  const running = ahead.get(id);
  if (running && running.answeredAt === undefined) return running.answer as Promise<Data>;
  const entry: Ahead = { answer: fetcher() };
  // A server renders no hook that would join it, and serves everyone: it keeps nothing here.
  if (typeof window !== 'undefined') ahead.set(id, entry);
  entry.answer.then(
    (data) => {
      entry.answeredAt = Date.now();
      return mutate(key, data, { revalidate: false });
    },
    () => {
      if (ahead.get(id) === entry) ahead.delete(id);
    },
  );
  return entry.answer as Promise<Data>;
}

/**
 * A hook's fetcher: the read `preloadIntoCache` started for `key` (once, and while its answer
 * is fresh), or `fetcher`'s own request.
 */
export function joinPreload<Data>(key: ApiKey, fetcher: () => Promise<Data>): Promise<Data> {
  const id = unstable_serialize(key);
  const entry = ahead.get(id);
  if (!entry) return fetcher();
  ahead.delete(id);
  const isStale = entry.answeredAt !== undefined && Date.now() - entry.answeredAt > FRESH_MS;
  return isStale ? fetcher() : (entry.answer as Promise<Data>);
}
