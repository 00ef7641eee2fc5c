import {
  BADGES,
  type CardProduct,
  CONFIRMATIONS,
  quickAddToCart,
  type Size,
} from '@atelier/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAction } from '../../../actions';
import { useToast } from '../../../primitives/Toast';
import { useShopCart } from '../useShopCart';
import { sizesWithRoom } from './sizesWithRoom';

/** A product whose quick add needs the shopper to say which size. */
export interface SizeChoice {
  product: CardProduct;
  /** The sizes with room left, in the product's order. */
  sizes: Size[];
}

/**
 * One-press add to cart for listing, search, feature and wishlist cards, for guests (a cart in
 * the browser) and shoppers alike. One size with room: it goes in, and the confirmation names
 * it. Several: `sizeChoice` asks which (render `QuickAddSizeDialog`). None: the listing's stock
 * message. A press made while the session check is still out (whose cart is it?) waits for its
 * answer, the product among `pendingIds` meanwhile, and then goes on.
 */
export function useQuickAddToCart() {
  const cart = useShopCart();
  const { toast } = useToast();
  const [sizeChoice, setSizeChoice] = useState<SizeChoice | null>(null);
  // Cards confirm with the listing's wording; the product dialog uses `addedToCart`.
  const add = useAction((product: CardProduct, size: string) => cart.add(product, size, 1), {
    successToast: (_result, _product, size) => ({
      title: CONFIRMATIONS.productAddedToCart,
      description: `Size ${size}`,
    }),
    // A second press on the same card while its request is out must not add a second unit.
    key: (product) => product._id,
  });
  // Read after waiting for the session, so the latest render's, not the press's.
  const latest = useRef({ cart, run: add.run });
  latest.current = { cart, run: add.run };
  // Presses waiting for the session check, by product: a second press on one adds nothing more.
  const waiting = useRef(new Map<string, () => void>());
  const [waitingIds, setWaitingIds] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (cart.owner === undefined || waiting.current.size === 0) return;
    const resumes = [...waiting.current.values()];
    waiting.current.clear();
    setWaitingIds(new Set());
    for (const resume of resumes) resume();
  }, [cart.owner]);

  const addToCart = useCallback(
    async (product: CardProduct) => {
      if (latest.current.cart.owner === undefined) {
        if (waiting.current.has(product._id)) return;
        await new Promise<void>((resume) => {
          waiting.current.set(product._id, resume);
          setWaitingIds(new Set(waiting.current.keys()));
        });
      }
      const { cart, run } = latest.current;
      // The server enforces stock too, so a cart still loading only weakens the early message.
      const sizes = sizesWithRoom(product, cart.items);
      const [only] = sizes;
      if (sizes.length > 1) {
        setSizeChoice({ product, sizes });
        return;
      }
      if (!only) {
        // Sold out (a wishlist entry can be) says so; otherwise the cart holds all there is.
        const refusal = quickAddToCart(product, cart.items);
        const title = product.totalStock <= 0 ? BADGES.outOfStock : !refusal.ok && refusal.message;
        if (title) toast({ title, variant: 'destructive' });
        return;
      }
      await run(product, only.size);
    },
    [toast],
  );

  /** The shopper picked a size in the dialog; true once it is in the cart. */
  const chooseSize = useCallback(
    async (size: string) => {
      if (!sizeChoice) return false;
      const outcome = await add.run(sizeChoice.product, size);
      if (outcome.status === 'success') setSizeChoice(null);
      return outcome.status === 'success';
    },
    [sizeChoice, add.run],
  );

  const { pendingKeys } = add;
  return {
    addToCart,
    /** Products whose add is on its way, or waits for the session check. */
    pendingIds: useMemo(
      () => (waitingIds.size ? new Set([...pendingKeys, ...waitingIds]) : pendingKeys),
      [pendingKeys, waitingIds],
    ),
    sizeChoice,
    chooseSize,
    cancelSizeChoice: useCallback(() => setSizeChoice(null), []),
  };
}

export type QuickAddToCart = ReturnType<typeof useQuickAddToCart>;
