import type { Address, Order } from '@atelier/api-client';
import { describe, expect, it } from 'vitest';
import { preferredAddressId } from './preferredAddress';

const address = (_id: string) => ({ _id }) as Address;
const order = (addressId: string, orderDate: string) =>
  ({ addressInfo: { addressId }, orderDate }) as Order;

describe('preferredAddressId', () => {
  it('chooses the only saved address, with or without orders', () => {
    expect(preferredAddressId([address('a')], undefined)).toBe('a');
    expect(preferredAddressId([address('a')], [order('gone', '2025-05-01T00:00:00Z')])).toBe('a');
  });

  it('chooses the address of the newest order, whatever order the list comes in', () => {
    const orders = [
      order('a', '2025-01-01T00:00:00Z'),
      order('b', '2025-03-01T00:00:00Z'),
      order('a', '2025-02-01T00:00:00Z'),
    ];
    expect(preferredAddressId([address('a'), address('b')], orders)).toBe('b');
  });

  it('skips orders sent to an address since deleted', () => {
    const orders = [order('gone', '2025-03-01T00:00:00Z'), order('a', '2025-01-01T00:00:00Z')];
    expect(preferredAddressId([address('a'), address('b')], orders)).toBe('a');
  });

  it('chooses none when there is nothing to go by', () => {
    expect(preferredAddressId(undefined, undefined)).toBeNull();
    expect(preferredAddressId([], [order('a', '2025-01-01T00:00:00Z')])).toBeNull();
    expect(preferredAddressId([address('a'), address('b')], [])).toBeNull();
  });
});
