import type { CardProduct } from '@atelier/api-client';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { productHref, useRoutes } from '../../../navigation';
import { QuickAddChoice, useQuickAddToCart } from '../../cart/quickAdd';
import type { ProductGridBaseProps } from '../ProductGrid';

// The dialog, its forms and reviews are fetched only when a shopper first opens a product.
const ProductDialog = lazy(() =>
  import('../../product/ProductDialog').then((module) => ({ default: module.ProductDialog })),
);

/** The history entry's mark of an open quick view (the product's id). */
const QUICK_VIEW = 'atelierQuickView';

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
  const routes = useRoutes();
  const productRoute = routes.product;
  // The quick view has the product page's address while open (history push, outside the host's
  // router, which keeps showing the listing): a reload or a share of it opens the page, and Back
  // closes the dialog.
  const onOpenProduct = useCallback(
    (product: CardProduct) => {
      setOpenId(product._id);
      const state = { ...window.history.state, [QUICK_VIEW]: product._id };
      window.history.pushState(state, '', productHref({ product: productRoute }, product));
    },
    [productRoute],
  );
  useEffect(() => {
    if (!openId) return;
    const onBack = () => {
      if (window.history.state?.[QUICK_VIEW] !== openId) setOpenId(null);
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [openId]);
  // Closed by its button, Escape or a press outside: step back off the product's address.
  const close = useCallback(() => {
    if (window.history.state?.[QUICK_VIEW]) window.history.back();
    else setOpenId(null);
  }, []);
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
                if (!isOpen) close();
              }}
            />
          </Suspense>
        )}
        <QuickAddChoice quickAdd={quickAdd} />
      </>
    ),
  };
}
