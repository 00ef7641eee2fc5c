export type { ProductGridBaseProps } from './gridCards';
export { ProductGrid, type ProductGridProps, VIRTUALIZE_THRESHOLD } from './ProductGrid';
export { WindowedProductGrid, type WindowedProductGridProps } from './WindowedProductGrid';
