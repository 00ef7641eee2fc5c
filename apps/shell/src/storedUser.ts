import type { User } from '@atelier/api-client';

/** The local-storage key the spec keeps the signed-in user under (spec sections 3 and 4). */
export const STORED_USER_KEY = 'user';

type UserStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/**
 * Mirrors the session into storage: a user is saved, a guest removes it, `undefined` (not known
 * yet) leaves it alone. The cookie session stays the truth; this copy is a record.
 */
export function syncStoredUser(storage: UserStorage | null, user: User | null | undefined): void {
  if (!storage || user === undefined) return;
  try {
    if (user) storage.setItem(STORED_USER_KEY, JSON.stringify(user));
    else storage.removeItem(STORED_USER_KEY);
  } catch {
    // Full or blocked storage must not break the shop.
  }
}

/** The user saved last, if it looks like one (spec section 4's restore-session). */
export function readStoredUser(storage: Pick<Storage, 'getItem'> | null): User | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORED_USER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { id, role } = value as Partial<User>;
    return typeof id === 'string' && id && typeof role === 'string' ? (value as User) : null;
  } catch {
    return null;
  }
}

/** The browser's local storage, or null where it is missing or blocked (private modes, SSR). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
