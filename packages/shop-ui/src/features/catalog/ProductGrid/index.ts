export { ProductGrid, type ProductGridProps, VIRTUALIZE_THRESHOLD } from './ProductGrid';
