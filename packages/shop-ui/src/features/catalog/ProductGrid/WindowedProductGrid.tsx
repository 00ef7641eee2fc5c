import { ProductGrid, type ProductGridProps } from './ProductGrid';

export interface WindowedProductGridProps extends Omit<ProductGridProps, 'virtualized'> {}

/** A `ProductGrid` that is windowed however short its list (a paged listing's). */
export function WindowedProductGrid(props: WindowedProductGridProps) {
  return <ProductGrid {...props} virtualized />;
}
