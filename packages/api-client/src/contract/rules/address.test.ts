import { describe, expect, it } from 'vitest';
import { addressLimitError, blankAddressFields, isAddressComplete } from './address';

const full = {
  address: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  phone: '9876543210',
  notes: 'Ring twice',
};

describe('address form', () => {
  it('accepts five non-blank fields', () => {
    expect(isAddressComplete(full)).toBe(true);
    expect(blankAddressFields(full)).toEqual([]);
  });
  it('treats whitespace-only fields as blank', () => {
    expect(blankAddressFields({ ...full, city: '   ', notes: '' })).toEqual(['city', 'notes']);
    expect(isAddressComplete({ ...full, phone: ' ' })).toBe(false);
  });
  it('reports every missing field', () => {
    expect(blankAddressFields({})).toEqual(['address', 'city', 'pincode', 'phone', 'notes']);
  });
});

describe('address limit', () => {
  it('allows up to three addresses', () => {
    expect(addressLimitError(0)).toBeNull();
    expect(addressLimitError(2)).toBeNull();
  });
  it('refuses a fourth with the spec message', () => {
    expect(addressLimitError(3)).toBe('You can add max 3 addresses');
    expect(addressLimitError(4)).toBe('You can add max 3 addresses');
  });
});
