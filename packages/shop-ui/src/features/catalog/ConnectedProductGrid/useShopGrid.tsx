import type { CardProduct } from '@atelier/api-client';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useOpenProduct } from '../../../navigation';
import { QuickAddChoice, useQuickAddToCart } from '../../cart/quickAdd';
import type { ProductGridBaseProps } from '../ProductGrid';
import { ProductQuickView } from './ProductQuickView';

type GridHandlers = Pick<
  ProductGridBaseProps,
  'onAddToCart' | 'isAddToCartPending' | 'onOpenProduct'
>;

/**
 * A product grid's wiring to the shop, for the plain and the windowed grid alike: cards add to
 * the cart (a guest's kept in the browser or the shopper's on the server, asking for the size
 * when more than one has room) and open the product's quick view, at its address when the host
 * routes it (`NavigationProvider`'s `openProduct`), else here. Render `overlays` beside the grid.
 */
export function useShopGrid(): { handlers: GridHandlers; overlays: ReactNode } {
  const quickAdd = useQuickAddToCart();
  const openProduct = useOpenProduct();
  const [openId, setOpenId] = useState<string | null>(null);
  // The same handlers from render to render, so the grid's cards do not all render again each
  // time the screen does (a page of a long listing arriving, a toast).
  const latest = useRef({ quickAdd, openProduct });
  latest.current = { quickAdd, openProduct };
  const onAddToCart = useCallback(
    (product: CardProduct) => void latest.current.quickAdd.addToCart(product),
    [],
  );
  const onOpenProduct = useCallback((product: CardProduct) => {
    const hostOpens = latest.current.openProduct;
    if (hostOpens) hostOpens(product);
    else setOpenId(product._id);
  }, []);
  // A press during the session check waits for it (useQuickAddToCart): no card is disabled.
  const handlers = useMemo(() => ({ onAddToCart, onOpenProduct }), [onAddToCart, onOpenProduct]);
  return {
    handlers,
    overlays: (
      <>
        {openId && <ProductQuickView productId={openId} onClose={() => setOpenId(null)} />}
        <QuickAddChoice quickAdd={quickAdd} />
      </>
    ),
  };
}
