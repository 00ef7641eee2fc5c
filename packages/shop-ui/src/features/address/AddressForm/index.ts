export { AddressForm, type AddressFormMode, type AddressFormProps } from './AddressForm';
