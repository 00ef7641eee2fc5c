export { CustomersView, type CustomersViewProps } from './CustomersView';
