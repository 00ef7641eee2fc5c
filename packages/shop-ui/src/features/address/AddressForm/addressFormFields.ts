import type { AddressFields } from '@atelier/api-client';

export interface AddressFieldSpec {
  name: keyof AddressFields;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel';
  inputMode?: 'numeric' | 'tel';
  multiline?: boolean;
}

/** The five address fields in form order, with the hints browsers need to autofill them. */
export const ADDRESS_FORM_FIELDS: readonly AddressFieldSpec[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'notes', label: 'Notes', autoComplete: 'off', multiline: true },
];

export const EMPTY_ADDRESS: AddressFields = {
  address: '',
  city: '',
  pincode: '',
  phone: '',
  notes: '',
};

/** The inline message under a field left blank. */
export const requiredMessage = (label: string) => `${label} is required`;
