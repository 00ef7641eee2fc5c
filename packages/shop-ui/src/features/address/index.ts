export {
  AddressBook,
  type AddressBookProps,
  AddressList,
  type AddressListProps,
} from './AddressBook';
export { AddressCard, type AddressCardProps } from './AddressCard';
export { AddressForm, type AddressFormMode, type AddressFormProps } from './AddressForm';
