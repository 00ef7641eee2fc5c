import {
  CONFIRMATIONS,
  dialogAddToCartError,
  type Product,
  sizesForColour,
  type User,
} from '@atelier/api-client';
import { useReviewActions, useWishlistActions, useWishlistCheck } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { useToast } from '../../../primitives/Toast';
import { useShopCart } from '../../cart/useShopCart';
import type { PurchaseRequest } from '../PurchasePanel';
import type { ReviewDraft } from '../ReviewForm';

type Pending = 'cart' | 'wishlist' | 'review' | null;

/**
 * What the product dialog does: add to cart with the three stock rules (a guest's cart in the
 * browser, a shopper's on the server), wishlist, review. `user` is undefined while the session
 * check runs; presses then do nothing rather than treat a shopper as a guest.
 */
export function useProductDialogActions(
  product: Product | undefined,
  user: User | null | undefined,
) {
  const userId = user?.id;
  const productId = product?._id;
  const cart = useShopCart();
  const wishlistCheck = useWishlistCheck(userId, productId);
  const isInWishlist = wishlistCheck.data ?? false;
  const wishlistActions = useWishlistActions(userId);
  const reviewActions = useReviewActions();
  const { toast } = useToast();

  const cartAction = useAction(cart.add, { successToast: CONFIRMATIONS.addedToCart });
  const wishlistAction = useAction(
    async (id: string, remove: boolean) => {
      await (remove ? wishlistActions.remove(id) : wishlistActions.add(id));
      return remove;
    },
    {
      successToast: (removed) =>
        removed ? CONFIRMATIONS.wishlistRemoved : CONFIRMATIONS.wishlistAdded,
    },
  );
  const reviewAction = useAction(reviewActions.add, { successToast: CONFIRMATIONS.reviewAdded });

  /** `colour`: the chosen one, for a product with colours; its stock is what counts. */
  async function addToCart({ selectedSize, quantity }: PurchaseRequest, colour: string | null) {
    if (!product || user === undefined) return;
    const problem = dialogAddToCartError({
      productId: product._id,
      sizes: sizesForColour(product, colour) ?? [],
      selectedSize,
      selectedColour: colour,
      quantity,
      cartItems: cart.items,
    });
    if (problem !== null) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    // The rule reports a missing size, so this only narrows the type.
    if (!selectedSize) return;
    await cartAction.run(product, selectedSize, quantity, colour ?? undefined);
  }

  async function toggleWishlist() {
    if (!productId || user === undefined) return;
    if (!userId) {
      toast({ title: CONFIRMATIONS.wishlistNeedsLogin, variant: 'destructive' });
      return;
    }
    await wishlistAction.run(productId, isInWishlist);
  }

  /** True when the review was saved, so the form clears; a failure keeps what was written. */
  async function addReview({ rating, message, fit }: ReviewDraft): Promise<boolean> {
    if (!productId || !user) return false;
    const outcome = await reviewAction.run({
      productId,
      userId: user.id,
      userName: user.userName || user.name || user.email,
      reviewMessage: message,
      reviewValue: rating,
      ...(fit ? { fit } : {}),
    });
    return outcome.status === 'success';
  }

  const pending: Pending = cartAction.isPending
    ? 'cart'
    : wishlistAction.isPending
      ? 'wishlist'
      : reviewAction.isPending
        ? 'review'
        : null;

  return {
    isInWishlist,
    /** False while a shopper's heart state is still being fetched. */
    isWishlistKnown: !userId || wishlistCheck.data !== undefined,
    pending,
    addToCart,
    toggleWishlist,
    addReview,
  };
}
