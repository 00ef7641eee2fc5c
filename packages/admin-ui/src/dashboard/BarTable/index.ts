export { type BarRow, BarTable, type BarTableProps } from './BarTable';
