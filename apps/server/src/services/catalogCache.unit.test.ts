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
  const state = { version: '7' };
  const db = {
    kind: 'postgres',
    query: async (sql: string) => {
      if (sql.includes('nextval')) state.version = String(Number(state.version) + 1);
      return [{ v: state.version }];
    },
  } as unknown as Database;
  return { db, state };
}

/** A loader that answers `text` and counts its calls. */
function loader(text: string) {
  const source = {
    calls: 0,
    load: async () => {
      source.calls += 1;
      return text;
    },
  };
  return source;
}

describe('catalogue cache', () => {
  it('answers from memory within the time limit, and loads again after it', async () => {
    const { clock, advance } = testClock();
    const cache = createCatalogCache(embedded, 5000, clock);
    const source = loader('[1]');
    expect((await cache.get('k', source.load)).json).toBe('[1]');
    advance(4999);
    await cache.get('k', source.load);
    expect(source.calls).toBe(1);
    advance(1);
    await cache.get('k', source.load);
    expect(source.calls).toBe(2);
  });

  it('loads again after a change to the catalogue', async () => {
    const cache = createCatalogCache(embedded, 5000, testClock().clock);
    const source = loader('[1]');
    await cache.get('k', source.load);
    await cache.invalidate();
    await cache.get('k', source.load);
    expect(source.calls).toBe(2);
  });

  it("sees another server's change on a shared database at once", async () => {
    const { db, state } = sharedDatabase();
    const cache = createCatalogCache(db, 5000, testClock().clock);
    const source = loader('[1]');
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls).toBe(1);
    state.version = '8';
    await cache.get('k', source.load);
    expect(source.calls).toBe(2);
  });

  it('tags each text by its content: the same text the same tag, another text another', async () => {
    let text = '[1]';
    const cache = createCatalogCache(embedded, 5000, testClock().clock);
    const first = await cache.get('k', async () => text);
    await cache.invalidate();
    const same = await cache.get('k', async () => text);
    text = '[2]';
    await cache.invalidate();
    const other = await cache.get('k', async () => text);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    expect(same.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
  });

  it('loads every time while caching is off, still tagged', async () => {
    const cache = createCatalogCache(embedded, 0, testClock().clock);
    const source = loader('[]');
    await cache.get('k', source.load);
    const answer = await cache.get('k', source.load);
    expect(source.calls).toBe(2);
    expect(answer.etag).toMatch(/^"/);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const cache = createCatalogCache(embedded, 5000, testClock().clock);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => '[3]')).json).toBe('[3]');
  });

  it("builds a whole-catalogue value once per shared version, for any key, and another server's bump rebuilds it", async () => {
    const { db, state } = sharedDatabase();
    const { clock, advance } = testClock();
    const cache = createCatalogCache(db, 5000, clock);
    let builds = 0;
    const index = cache.perVersion(async () => {
      builds += 1;
      return `index ${builds}`;
    });
    const answer = (key: string) =>
      cache.get(key, async (version) => `${await index(version ?? '')} at ${version}`);
    expect((await answer('a')).json).toBe('index 1 at 7');
    expect((await answer('b')).json).toBe('index 1 at 7');
    state.version = '8';
    expect((await answer('a')).json).toBe('index 2 at 8');
    advance(5000);
    expect((await answer('c')).json).toBe('index 3 at 8');
  });

  it('hands no version to a load while caching is off, so nothing is built to keep', async () => {
    const cache = createCatalogCache(embedded, 0, testClock().clock);
    expect((await cache.get('k', async (version) => String(version))).json).toBe('null');
  });
});
