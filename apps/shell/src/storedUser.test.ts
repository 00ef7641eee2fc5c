import type { User } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage';
import { readStoredUser, STORED_USER_KEY, syncStoredUser } from './storedUser';

const shopper: User = {
  id: 'u1',
  userName: 'Asha Shopper',
  email: 'shopper@atelier.test',
  role: 'user',
};

describe('syncStoredUser', () => {
  it("saves a signed-in user under 'user'", () => {
    const storage = memoryStorage();
    syncStoredUser(storage, shopper);
    expect(STORED_USER_KEY).toBe('user');
    expect(JSON.parse(storage.map.get('user') ?? 'null')).toEqual(shopper);
  });
  it('removes the stored user when the session is a guest (logout)', () => {
    const storage = memoryStorage();
    syncStoredUser(storage, shopper);
    syncStoredUser(storage, null);
    expect(storage.map.has('user')).toBe(false);
  });
  it('leaves storage alone while the session is unknown', () => {
    const storage = memoryStorage();
    syncStoredUser(storage, shopper);
    syncStoredUser(storage, undefined);
    expect(storage.map.has('user')).toBe(true);
  });
  it('survives missing or throwing storage', () => {
    expect(() => syncStoredUser(null, shopper)).not.toThrow();
    const broken = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => syncStoredUser(broken, shopper)).not.toThrow();
    expect(() => syncStoredUser(broken, null)).not.toThrow();
  });
});

describe('readStoredUser', () => {
  const storing = (value: string | null) => ({ getItem: () => value });
  it('reads the user saved under "user" (restore-session)', () => {
    expect(readStoredUser(storing(JSON.stringify(shopper)))).toEqual(shopper);
  });
  it('counts anything else as no user', () => {
    for (const value of [null, '', 'not json', 'null', '"Asha"', '{}', '{"id":"u1"}', '[]']) {
      expect(readStoredUser(storing(value)), String(value)).toBeNull();
    }
    expect(readStoredUser(null)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredUser(blocked)).toBeNull();
  });
});
