export { ProductGrid, type ProductGridProps, VIRTUALIZE_THRESHOLD } from './ProductGrid';
export type { ProductGridBaseProps } from './productGridProps';
export { WindowedProductGrid, type WindowedProductGridProps } from './WindowedProductGrid';
