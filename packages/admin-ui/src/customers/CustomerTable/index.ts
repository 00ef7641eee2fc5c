export { CustomerFlags, CustomerTable, type CustomerTableProps } from './CustomerTable';
