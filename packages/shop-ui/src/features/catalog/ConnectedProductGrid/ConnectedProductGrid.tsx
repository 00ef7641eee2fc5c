import type { Product } from '@atelier/api-client';
import { lazy, Suspense, useState } from 'react';
import { QuickAddChoice, useQuickAddToCart } from '../../cart/quickAdd';
import { ProductGrid, type ProductGridProps } from '../ProductGrid';

// The dialog, its forms and reviews are fetched only when a shopper first opens a product.
const ProductDialog = lazy(() =>
  import('../../product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

export interface ConnectedProductGridProps
  extends Omit<ProductGridProps, 'onAddToCart' | 'onOpenProduct'> {}

/**
 * The product grid wired to the shop (`ProductGrid` is the same grid taking callbacks): cards
 * add to the cart, a guest's kept in the browser or the shopper's on the server, asking for the
 * size when more than one has room, and open the product dialog.
 */
export function ConnectedProductGrid(props: ConnectedProductGridProps) {
  const quickAdd = useQuickAddToCart();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <ProductGrid
        {...props}
        onAddToCart={(product) => void quickAdd.addToCart(product)}
        isAddToCartPending={quickAdd.isSessionPending}
        onOpenProduct={(product: Product) => setOpenId(product._id)}
      />
      {openId && (
        <Suspense fallback={null}>
          <ProductDialog
            productId={openId}
            isOpen
            onOpenChange={(isOpen) => {
              if (!isOpen) setOpenId(null);
            }}
          />
        </Suspense>
      )}
      <QuickAddChoice quickAdd={quickAdd} />
    </>
  );
}

/** @deprecated Renamed `ConnectedProductGrid`: the product grid wired to the cart and dialog. */
export const CatalogGrid = ConnectedProductGrid;
/** @deprecated Renamed `ConnectedProductGridProps`. */
export type CatalogGridProps = ConnectedProductGridProps;
