import type { CardProduct } from '@atelier/api-client';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { QuickAddChoice, useQuickAddToCart } from '../../cart/quickAdd';
import type { ProductGridBaseProps } from '../ProductGrid';

// The dialog, its forms and reviews are fetched only when a shopper first opens a product.
const ProductDialog = lazy(() =>
  import('../../product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

type GridHandlers = Pick<
  ProductGridBaseProps,
  'onAddToCart' | 'isAddToCartPending' | 'onOpenProduct'
>;

/**
 * A product grid's wiring to the shop, for the plain and the windowed grid alike: cards add to
 * the cart (a guest's kept in the browser or the shopper's on the server, asking for the size
 * when more than one has room) and open the product dialog. Render `overlays` beside the grid.
 */
export function useShopGrid(): { handlers: GridHandlers; overlays: ReactNode } {
  const quickAdd = useQuickAddToCart();
  const [openId, setOpenId] = useState<string | null>(null);
  // The same handlers from render to render, so the grid's cards do not all render again each
  // time the screen does (a page of a long listing arriving, a toast).
  const latest = useRef(quickAdd);
  latest.current = quickAdd;
  const onAddToCart = useCallback(
    (product: CardProduct) => void latest.current.addToCart(product),
    [],
  );
  const onOpenProduct = useCallback((product: CardProduct) => setOpenId(product._id), []);
  // A press during the session check waits for it (useQuickAddToCart): no card is disabled.
  const handlers = useMemo(() => ({ onAddToCart, onOpenProduct }), [onAddToCart, onOpenProduct]);
  return {
    handlers,
    overlays: (
      <>
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
    ),
  };
}
