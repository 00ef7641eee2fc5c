import { STORAGE_KEYS } from '@atelier/api-client';

// Session storage may be missing (server rendering) or throw (privacy modes, sandboxed frames);
// the order id is a convenience for resuming a payment, so failures are ignored.
function sessionStore(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the order being paid for, as the spec keeps it in session storage. */
export function saveCurrentOrderId(orderId: string): void {
  try {
    sessionStore()?.setItem(STORAGE_KEYS.currentOrderId, orderId);
  } catch {
    // Quota or access errors leave the id unsaved; checkout goes on without it.
  }
}

export function readCurrentOrderId(): string | null {
  try {
    return sessionStore()?.getItem(STORAGE_KEYS.currentOrderId) ?? null;
  } catch {
    return null;
  }
}

export function clearCurrentOrderId(): void {
  try {
    sessionStore()?.removeItem(STORAGE_KEYS.currentOrderId);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
