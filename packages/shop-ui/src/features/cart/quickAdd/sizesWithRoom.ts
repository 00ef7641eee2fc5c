import type { CartItem, Product, Size } from '@atelier/api-client';

/**
 * The sizes a card's quick add may still put in the cart: stock above what the cart already
 * holds of that size. The listing's own rule (the contract's `quickAddToCart`) says what to tell
 * the shopper when there are none.
 */
export function sizesWithRoom(
  product: Pick<Product, '_id' | 'sizes'>,
  cartItems: readonly CartItem[],
): Size[] {
  return product.sizes.filter((size) => {
    const inCart = cartItems
      .filter((item) => item.productId === product._id && item.selectedSize === size.size)
      .reduce((sum, item) => sum + item.quantity, 0);
    return size.stock > inCart;
  });
}
