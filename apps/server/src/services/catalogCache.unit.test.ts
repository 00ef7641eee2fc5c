import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createCatalogCache } from './catalogCache';

/** A clock the test moves. */
function testClock() {
  let now = 1_000_000;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const embedded = { kind: 'pglite' } as Database;

/** A shared database whose catalogue version the test sets (as another server's bump would). */
function sharedDatabase() {
  const state = { version: '7', reads: 0 };
  const db = {
    kind: 'postgres',
    query: async (sql: string) => {
      if (sql.includes('nextval')) state.version = String(Number(state.version) + 1);
      else state.reads += 1;
      return [{ v: state.version }];
    },
  } as unknown as Database;
  return { db, state };
}

describe('catalogue cache stamps (embedded database)', () => {
  it('a stamp stays current until the catalogue changes', async () => {
    const { clock } = testClock();
    const cache = createCatalogCache(embedded, 5000, clock);
    const stamp = cache.stamp();
    expect(stamp).not.toBeNull();
    expect(cache.isCurrent(stamp!)).toBe(true);
    await cache.invalidate();
    expect(cache.isCurrent(stamp!)).toBe(false);
    expect(cache.isCurrent(cache.stamp()!)).toBe(true);
  });

  it('a stamp lasts no longer than the time limit', () => {
    const { clock, advance } = testClock();
    const cache = createCatalogCache(embedded, 5000, clock);
    const stamp = cache.stamp()!;
    advance(4999);
    expect(cache.isCurrent(stamp)).toBe(true);
    advance(1);
    expect(cache.isCurrent(stamp)).toBe(false);
  });

  it('gives no stamp while caching is off', () => {
    expect(createCatalogCache(embedded, 0, testClock().clock).stamp()).toBeNull();
  });
});

describe('catalogue cache stamps (shared PostgreSQL)', () => {
  it('has no stamp until it has read the shared version', async () => {
    const { db } = sharedDatabase();
    const cache = createCatalogCache(db, 5000, testClock().clock);
    expect(cache.stamp()).toBeNull();
    await cache.get('k', async () => '[]');
    expect(cache.stamp()?.version).toBe('7');
  });

  it("asks the shared version each time, so another server's change ends a stamp", async () => {
    const { db, state } = sharedDatabase();
    const cache = createCatalogCache(db, 5000, testClock().clock);
    await cache.get('k', async () => '[]');
    const stamp = cache.stamp()!;
    const reads = state.reads;
    expect(await cache.isCurrent(stamp)).toBe(true);
    expect(state.reads).toBe(reads + 1);
    state.version = '8';
    expect(await cache.isCurrent(stamp)).toBe(false);
    expect(cache.stamp()?.version).toBe('8');
  });

  it('forgets the version it bumped until it reads it again', async () => {
    const { db } = sharedDatabase();
    const cache = createCatalogCache(db, 5000, testClock().clock);
    await cache.get('k', async () => '[]');
    const stamp = cache.stamp()!;
    await cache.invalidate();
    expect(cache.stamp()).toBeNull();
    expect(await cache.isCurrent(stamp)).toBe(false);
  });
});
