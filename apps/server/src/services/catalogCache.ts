import { createHash } from 'node:crypto';
import type { Clock } from '../auth/clock';
import { bumpCatalogueVersion, catalogueVersion } from '../db/catalogueVersion';
import type { Database } from '../db/database';

/** A catalogue answer as JSON text the database built, and a strong HTTP validator for it. */
export interface CatalogAnswer {
  json: string;
  /** A digest of `json`, quoted as an ETag: the same text always has the same tag. */
  etag: string;
}

/**
 * Keeps product list and search answers. Every server sharing the database reads one catalogue
 * version (a sequence) before answering from memory, and any change to what the catalogue shows
 * bumps it after its transaction commits, so an edit made through one server is seen by every
 * other at once. The time limit bounds memory use and what a crash between commit and bump
 * could leave stale.
 */
export interface CatalogCache {
  /** `load` is given the version the answer will be kept under (null: nothing is kept). */
  get(key: string, load: (version: string | null) => Promise<string>): Promise<CatalogAnswer>;
  /**
   * A value built from the whole catalogue (the facet index), kept for one version and within
   * the same time limit as answers; `version` is what get() handed its loader.
   */
  perVersion<T>(build: () => Promise<T>): (version: string) => Promise<T>;
  /** Call after a committed change to products, sizes, stock, sales or reviews. */
  invalidate(): Promise<void>;
}

/** Tags text once, when it is loaded: a listing's text is hashed once, not per request. */
export function tagged(json: string): CatalogAnswer {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
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
  const entries = new Map<string, { at: number; version: string; value: Promise<CatalogAnswer> }>();
  const answer = (key: string, load: (version: string) => Promise<string>, current: string) => {
    const now = clock().getTime();
    const hit = entries.get(key);
    if (hit && hit.version === current && now - hit.at < ttlMs) return hit.value;
    if (entries.size >= maxEntries) entries.clear();
    // The promise itself is kept, so a burst of identical misses runs the query once.
    const value = load(current).then(tagged);
    const entry = { at: now, version: current, value };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
  return {
    get(key, load) {
      if (ttlMs <= 0) return load(null).then(tagged);
      // Embedded: no round trip, so a kept answer is handed back without a promise of its own.
      return shared
        ? catalogueVersion(db).then((v) => answer(key, load, v))
        : answer(key, load, String(local));
    },
    perVersion<T>(build: () => Promise<T>) {
      let kept: { at: number; version: string; value: Promise<T> } | null = null;
      return (version: string) => {
        const now = clock().getTime();
        if (kept && kept.version === version && now - kept.at < ttlMs) return kept.value;
        const entry = { at: now, version, value: build() };
        kept = entry;
        entry.value.catch(() => {
          if (kept === entry) kept = null;
        });
        return entry.value;
      };
    },
    async invalidate() {
      entries.clear();
      local += 1;
      if (shared) await bumpCatalogueVersion(db);
    },
  };
}
