import { fixtures } from '@atelier/api-client/mocks';
import { STORED_USER_KEY } from '@atelier/shell/storedUser';
import { memoryStorage } from '@atelier/shell/testing/memoryStorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  coalesce,
  DEMO_STORE_KEY,
  forgetDemoData,
  loadDemoStore,
  saveDemoStore,
} from './demoStore';

afterEach(() => {
  vi.useRealTimers();
});

describe('the demo store in the browser', () => {
  it('starts from the demo shop when nothing was saved', () => {
    const store = loadDemoStore(memoryStorage());
    expect(store.orders).toHaveLength(fixtures.orders.length);
    expect(store.currentUser()).toBeNull();
  });

  it('comes back as it was saved: data and signed-in user', () => {
    const storage = memoryStorage();
    const store = loadDemoStore(storage);
    store.signIn('shopper');
    store.addresses = [];
    expect(saveDemoStore(store, storage)).toBe(true);
    const again = loadDemoStore(storage);
    expect(again.addresses).toEqual([]);
    expect(again.currentUser()?.email).toBe(fixtures.users.shopper.email);
  });

  it('drops a save it cannot read and starts over', () => {
    for (const junk of ['{not json', JSON.stringify({ version: 0 })]) {
      const storage = memoryStorage({ [DEMO_STORE_KEY]: junk });
      expect(loadDemoStore(storage).orders).toHaveLength(fixtures.orders.length);
      expect(storage.map.has(DEMO_STORE_KEY)).toBe(false);
    }
  });

  it('says so when the browser refuses to save', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(saveDemoStore(loadDemoStore(full), full)).toBe(false);
  });

  it('forgets the saved backend, the stored user and the session on reset', () => {
    const local = memoryStorage({ [DEMO_STORE_KEY]: '{}', [STORED_USER_KEY]: '{}', other: 'kept' });
    const session = memoryStorage({ filters: '{}' });
    forgetDemoData(local, session);
    expect([...local.map.keys()]).toEqual(['other']);
    expect(session.map.size).toBe(0);
  });

  it('saves a burst of answers once', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const soon = coalesce(save, 100);
    soon();
    soon();
    vi.advanceTimersByTime(50);
    soon();
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
