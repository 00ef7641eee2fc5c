import { CONFIRMATIONS, type Product, quickAddToCart } from '@atelier/api-client';
import { useCart, useCartActions, useSession } from '@atelier/api-client/swr';
import { useCallback } from 'react';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';

/**
 * One-press add to cart for listing, search and feature cards: guests go to login; shoppers get
 * one unit of the first size with stock left (the listing rule), or the listing stock message.
 */
export function useQuickAddToCart(): {
  addToCart: (product: Product) => Promise<void>;
  /** True until the session check answers: a press now could not tell guest from shopper. */
  isSessionPending: boolean;
} {
  const session = useSession();
  const userId = session.data?.id;
  const { data: cart } = useCart(userId);
  const isSessionPending = session.data === undefined;
  const cartActions = useCartActions(userId);
  const { toast } = useToast();
  const navigate = useNavigate();
  const routes = useRoutes();
  // Cards confirm with the listing's wording; the product dialog uses `addedToCart`.
  const { run: add } = useAction(cartActions.add, {
    successToast: CONFIRMATIONS.productAddedToCart,
    // A second press on the same card while its request is out must not add a second unit.
    key: ({ productId }) => productId,
  });

  const addToCart = useCallback(
    async (product: Product) => {
      if (isSessionPending) return;
      if (!userId) {
        navigate(routes.login);
        return;
      }
      // The server enforces stock too, so a cart still loading only weakens the early message.
      const result = quickAddToCart(product, cart?.items ?? []);
      if (!result.ok) {
        toast({ title: result.message, variant: 'destructive' });
        return;
      }
      await add({ productId: product._id, quantity: 1, selectedSize: result.size });
    },
    [isSessionPending, userId, cart, add, toast, navigate, routes],
  );
  return { addToCart, isSessionPending };
}
