export { AdminProductTable, type AdminProductTableProps } from './AdminProductTable';
