import type { CartItem } from '@atelier/api-client';
import { parseGuestCart } from './guestCartLines';

/** The local-storage key of a guest's cart. */
export const GUEST_CART_KEY = 'guestCart';

const NO_ITEMS: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();
// The parsed lines of the last raw value read, so every read of an unchanged cart returns the
// same array (useSyncExternalStore compares snapshots by identity).
let cache: { raw: string | null; items: readonly CartItem[] } = { raw: null, items: NO_ITEMS };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (privacy modes, sandboxed frames): the guest cart cannot be kept.
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(GUEST_CART_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The guest's cart lines, in the order they were added. */
export function readGuestCart(): readonly CartItem[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, items: raw ? parseGuestCart(raw) : NO_ITEMS };
  return cache.items;
}

/** What a server render sees: no guest cart (the browser's storage is not there). */
export function serverGuestCart(): readonly CartItem[] {
  return NO_ITEMS;
}

/**
 * Replaces the guest's cart. Throws when storage refuses the write (blocked or full), so the
 * action that changed it reports a failure instead of losing the line silently.
 */
export function writeGuestCart(items: readonly CartItem[]): void {
  const store = storage();
  if (!store) throw new Error('This browser does not let the shop keep a cart.');
  if (items.length === 0) store.removeItem(GUEST_CART_KEY);
  else store.setItem(GUEST_CART_KEY, JSON.stringify(items));
  for (const listener of listeners) listener();
}

/** Listens to changes made here and in other tabs (the `storage` event). */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
