import { MAX_ADDRESSES } from '../constants';
import type { AddressFields } from '../entities';
import { VALIDATION } from '../messages';

export const ADDRESS_FIELDS = ['address', 'city', 'pincode', 'phone', 'notes'] as const;

/** Names of the address fields that are blank after trimming; empty when the form is complete. */
export function blankAddressFields(fields: Partial<AddressFields>): Array<keyof AddressFields> {
  return ADDRESS_FIELDS.filter((name) => !fields[name]?.trim());
}

export function isAddressComplete(fields: Partial<AddressFields>): boolean {
  return blankAddressFields(fields).length === 0;
}

/** The limit message when a user who already has `count` addresses tries to add one more. */
export function addressLimitError(count: number): string | null {
  return count >= MAX_ADDRESSES ? VALIDATION.addressLimit : null;
}
