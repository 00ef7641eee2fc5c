import { CONFIRMATIONS, dialogAddToCartError, type Product, type User } from '@atelier/api-client';
import {
  useCart,
  useCartActions,
  useReviewActions,
  useWishlistActions,
  useWishlistCheck,
} from '@atelier/api-client/swr';
import { useState } from 'react';
import { useNavigate } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { errorMessage, LOGIN_PATH } from '../../catalog/useQuickAddToCart';
import type { PurchaseRequest } from '../PurchasePanel';
import type { ReviewDraft } from '../ReviewForm';

type Pending = 'cart' | 'wishlist' | 'review' | null;

/**
 * What the product dialog does: add to cart with the three stock rules, wishlist, review.
 * `user` is undefined while the session check runs; presses then do nothing rather than treat a
 * shopper as a guest.
 */
export function useProductDialogActions(
  product: Product | undefined,
  user: User | null | undefined,
) {
  const userId = user?.id;
  const productId = product?._id;
  const { data: cart } = useCart(userId);
  const wishlistCheck = useWishlistCheck(userId, productId);
  const isInWishlist = wishlistCheck.data ?? false;
  const cartActions = useCartActions(userId);
  const wishlistActions = useWishlistActions(userId);
  const reviewActions = useReviewActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);

  async function run(kind: Exclude<Pending, null>, task: () => Promise<string>): Promise<boolean> {
    setPending(kind);
    try {
      toast({ title: await task() });
      return true;
    } catch (error) {
      toast({ title: errorMessage(error), variant: 'destructive' });
      return false;
    } finally {
      setPending(null);
    }
  }

  async function addToCart({ selectedSize, quantity }: PurchaseRequest) {
    if (!product || user === undefined) return;
    if (!userId) {
      navigate(LOGIN_PATH);
      return;
    }
    const problem = dialogAddToCartError({
      productId: product._id,
      sizes: product.sizes,
      selectedSize,
      quantity,
      cartItems: cart?.items ?? [],
    });
    if (problem !== null) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    // The rule reports a missing size, so this only narrows the type.
    if (!selectedSize) return;
    await run('cart', async () => {
      await cartActions.add({ productId: product._id, quantity, selectedSize });
      return CONFIRMATIONS.addedToCart;
    });
  }

  async function toggleWishlist() {
    if (!productId || user === undefined) return;
    if (!userId) {
      toast({ title: CONFIRMATIONS.wishlistNeedsLogin, variant: 'destructive' });
      return;
    }
    await run('wishlist', async () => {
      if (isInWishlist) {
        await wishlistActions.remove(productId);
        return CONFIRMATIONS.wishlistRemoved;
      }
      await wishlistActions.add(productId);
      return CONFIRMATIONS.wishlistAdded;
    });
  }

  async function addReview({ rating, message }: ReviewDraft): Promise<boolean> {
    if (!productId || !user) return false;
    return run('review', async () => {
      await reviewActions.add({
        productId,
        userId: user.id,
        userName: user.userName || user.name || user.email,
        reviewMessage: message,
        reviewValue: rating,
      });
      return CONFIRMATIONS.reviewAdded;
    });
  }

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
