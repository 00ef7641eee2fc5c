import type { Product } from '@atelier/api-client';
import { lazy, Suspense, useState } from 'react';
import { ProductGrid, type ProductGridProps } from '../ProductGrid';
import { useQuickAddToCart } from '../useQuickAddToCart';

// The dialog, its forms and reviews are fetched only when a shopper first opens a product.
const ProductDialog = lazy(() =>
  import('../../product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

export interface CatalogGridProps extends Omit<ProductGridProps, 'onAddToCart' | 'onOpenProduct'> {}

/**
 * The shop's product grid, connected: cards add to the signed-in shopper's cart (guests go to
 * login) and open the product dialog.
 */
export function CatalogGrid(props: CatalogGridProps) {
  const { addToCart, isSessionPending } = useQuickAddToCart();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <ProductGrid
        {...props}
        onAddToCart={(product) => void addToCart(product)}
        isAddToCartPending={isSessionPending}
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
    </>
  );
}
