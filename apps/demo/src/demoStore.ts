import { createMockStore, type MockStore } from '@atelier/api-client/mocks';
import { STORED_USER_KEY } from '@atelier/shell/storedUser';

/** Where the demo keeps its mock backend's memory in this browser. */
export const DEMO_STORE_KEY = 'atelier-demo-store';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The demo's backend memory: what this browser saved last, or the demo shop when it saved
 * nothing (or something this version cannot read, which is dropped).
 */
export function loadDemoStore(storage: KeyValueStorage | null): MockStore {
  const store = createMockStore();
  const saved = storage?.getItem(DEMO_STORE_KEY);
  if (!saved) return store;
  let restored = false;
  try {
    restored = store.restore(JSON.parse(saved));
  } catch {
    // Not JSON: treated like any unreadable save.
  }
  if (!restored) storage?.removeItem(DEMO_STORE_KEY);
  return store;
}

/** Saves the store; false when the browser refuses (storage full or blocked). */
export function saveDemoStore(store: MockStore, storage: KeyValueStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.setItem(DEMO_STORE_KEY, JSON.stringify(store.snapshot()));
    return true;
  } catch {
    return false;
  }
}

/**
 * Back to the demo shop as it ships: the saved backend and the signed-in user go from local
 * storage, the session's filters and order id from session storage. The page then reloads.
 */
export function forgetDemoData(
  local: KeyValueStorage | null,
  session: Pick<Storage, 'clear'> | null,
) {
  local?.removeItem(DEMO_STORE_KEY);
  local?.removeItem(STORED_USER_KEY);
  session?.clear();
}

/** Runs `save` once after a burst of calls, so a page of requests is written once. */
export function coalesce(save: () => void, waitMs = 100): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      save();
    }, waitMs);
  };
}
