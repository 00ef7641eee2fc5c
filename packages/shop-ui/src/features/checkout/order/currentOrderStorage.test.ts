// @vitest-environment jsdom
import { STORAGE_KEYS } from '@atelier/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCurrentOrderId, readCurrentOrderId, saveCurrentOrderId } from './currentOrderStorage';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('current order id storage', () => {
  it('keeps the id in session storage under the spec key and clears it', () => {
    saveCurrentOrderId('order-1');
    expect(sessionStorage.getItem(STORAGE_KEYS.currentOrderId)).toBe('order-1');
    expect(readCurrentOrderId()).toBe('order-1');
    clearCurrentOrderId();
    expect(readCurrentOrderId()).toBeNull();
  });

  it('carries on when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveCurrentOrderId('order-2')).not.toThrow();
    expect(readCurrentOrderId()).toBeNull();
  });
});
