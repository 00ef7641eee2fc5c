import { ProductGrid, type ProductGridProps } from '../ProductGrid';
import { useShopGrid } from './useShopGrid';

export interface ConnectedProductGridProps
  extends Omit<ProductGridProps, 'onAddToCart' | 'onOpenProduct' | 'isAddToCartPending'> {}

/**
 * The product grid wired to the shop (`ProductGrid` is the same grid taking callbacks): cards
 * add to the cart, a guest's kept in the browser or the shopper's on the server, asking for the
 * size when more than one has room, and open the product dialog.
 */
export function ConnectedProductGrid(props: ConnectedProductGridProps) {
  const { handlers, overlays } = useShopGrid();
  return (
    <>
      <ProductGrid {...props} {...handlers} />
      {overlays}
    </>
  );
}
