import { lazy, Suspense } from 'react';

// The dialog, its forms and reviews are fetched only when a shopper first opens a product.
const ProductDialog = lazy(() =>
  import('../../product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

export interface ProductQuickViewProps {
  /** The product to show. */
  productId: string;
  /** Close was asked for (Close button, Escape, outside press). */
  onClose: () => void;
}

/**
 * A card's quick view: the product dialog, its code loaded on first use. Focus returns to the
 * card that opened it when it closes. A host with a modal route renders it at the product's
 * address (`NavigationProvider`'s `openProduct`); otherwise the grids render it themselves.
 */
export function ProductQuickView({ productId, onClose }: ProductQuickViewProps) {
  return (
    <Suspense fallback={null}>
      <ProductDialog
        productId={productId}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
      />
    </Suspense>
  );
}
