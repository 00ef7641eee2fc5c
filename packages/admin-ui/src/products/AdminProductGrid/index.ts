export { AdminProductGrid, type AdminProductGridProps } from './AdminProductGrid';
