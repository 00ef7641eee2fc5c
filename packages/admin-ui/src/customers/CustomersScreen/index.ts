export { CustomersScreen, type CustomersScreenProps } from './CustomersScreen';
