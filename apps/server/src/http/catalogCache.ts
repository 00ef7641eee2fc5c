import type { Clock } from '../auth/clock';

/**
 * Keeps product list and search responses for a few seconds. Any request that can change the
 * catalogue (admin writes, orders, reviews) empties it at once in this process; the time limit
 * bounds how stale another process sharing the database can be.
 */
export interface CatalogCache {
  get(key: string, load: () => Promise<string>): Promise<string>;
  invalidate(): void;
}

export function createCatalogCache(ttlMs: number, clock: Clock, maxEntries = 500): CatalogCache {
  let generation = 0;
  const entries = new Map<string, { at: number; generation: number; value: Promise<string> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const now = clock().getTime();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      // The promise itself is kept, so a burst of identical misses runs the query once.
      const value = load();
      const entry = { at: now, generation, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
