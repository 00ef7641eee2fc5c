export { AddressBook, type AddressBookProps } from './AddressBook';
export { AddressList, type AddressListProps } from './AddressList';
