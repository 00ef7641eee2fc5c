import type { Clock } from '../auth/clock';
import { bumpCatalogueVersion, catalogueVersion } from '../db/catalogueVersion';
import type { Database } from '../db/database';

/**
 * Keeps product list and search answers. Every server sharing the database reads one catalogue
 * version (a sequence) before answering from memory, and any change to what the catalogue shows
 * bumps it after its transaction commits, so an edit made through one server is seen by every
 * other at once. The time limit bounds memory use and what a crash between commit and bump
 * could leave stale.
 */
export interface CatalogCache {
  get(key: string, load: () => Promise<string>): Promise<string>;
  /** Call after a committed change to products, sizes, stock, sales or reviews. */
  invalidate(): Promise<void>;
  /**
   * The catalogue as this server last knew it, taken before an answer reads the cache, to tag
   * that answer when it is kept elsewhere (the answer replay); null while caching is off or the
   * version is not known yet.
   */
  stamp(): CatalogStamp | null;
  /** Whether an answer tagged `stamp` still shows the catalogue as it is, within the time limit. */
  isCurrent(stamp: CatalogStamp): boolean | Promise<boolean>;
}

export interface CatalogStamp {
  readonly version: string;
  /** When it was taken (the clock's ms). */
  readonly at: number;
}

export function createCatalogCache(
  db: Database,
  ttlMs: number,
  clock: Clock,
  maxEntries = 500,
): CatalogCache {
  // An embedded database belongs to this one process, so a counter here is the whole truth and
  // saves a query per read; PostgreSQL may be shared, so its sequence is asked every time.
  let local = 0;
  const shared = db.kind === 'postgres';
  // The shared version as last read here; unknown after a bump until it is read again.
  let known: string | null = null;
  const readShared = async () => {
    known = await catalogueVersion(db);
    return known;
  };
  // A kept entry and a stamp hold alike: the same version, within the time limit.
  const fresh = (stamp: CatalogStamp, version: string, now = clock().getTime()) =>
    stamp.version === version && now - stamp.at < ttlMs;
  const entries = new Map<string, { at: number; version: string; value: Promise<string> }>();
  return {
    async get(key, load) {
      if (ttlMs <= 0) return load();
      const current = shared ? await readShared() : String(local);
      const now = clock().getTime();
      const hit = entries.get(key);
      if (hit && fresh(hit, current, now)) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      // The promise itself is kept, so a burst of identical misses runs the query once.
      const value = load();
      const entry = { at: now, version: current, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    async invalidate() {
      entries.clear();
      local += 1;
      known = null;
      if (shared) await bumpCatalogueVersion(db);
    },
    stamp() {
      if (ttlMs <= 0) return null;
      const version = shared ? known : String(local);
      return version === null ? null : { version, at: clock().getTime() };
    },
    isCurrent(stamp) {
      return shared
        ? readShared().then((version) => fresh(stamp, version))
        : fresh(stamp, String(local));
    },
  };
}
