import { type Cart, dialogAddToCartError } from '@atelier/api-client';
import { ensureCart, getCart, lockCart, removeCartItem, setCartQuantity } from '../db/carts';
import type { Queryable } from '../db/database';
import { findProduct } from '../db/products';
import { CART, CATALOGUE } from '../messages';
import type { ServiceContext } from './context';
import { invalid, notFound } from './errors';

export interface CartLine {
  productId: string;
  selectedSize: string;
  quantity: number;
}

/** The cart rules: what may be added or changed, checked against today's stock. */
export function createCartService(ctx: ServiceContext) {
  const { db, images } = ctx;
  const img = images.url;

  /** Runs a change on the user's locked cart, so two tabs cannot both pass a stock check. */
  function change(
    userId: string,
    work: (tx: Queryable, cartId: string, current: Cart) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const cartId = await ensureCart(tx, userId);
      await lockCart(tx, cartId);
      await work(tx, cartId, await getCart(tx, userId, img));
      return getCart(tx, userId, img);
    });
  }

  return {
    get: (userId: string) => getCart(db, userId, img),

    add(userId: string, line: CartLine): Promise<Cart> {
      return change(userId, async (tx, cartId, current) => {
        const product = await findProduct(tx, line.productId, img);
        if (!product) throw notFound(CATALOGUE.productNotFound);
        // The same rule the product dialog applies, so server and UI always agree.
        const problem = dialogAddToCartError({
          productId: product._id,
          sizes: product.sizes,
          selectedSize: line.selectedSize,
          quantity: line.quantity,
          cartItems: current.items,
        });
        if (problem) throw invalid(problem);
        const inCart =
          current.items.find(
            (item) => item.productId === product._id && item.selectedSize === line.selectedSize,
          )?.quantity ?? 0;
        await setCartQuantity(tx, cartId, product._id, line.selectedSize, inCart + line.quantity);
      });
    },

    update(userId: string, line: CartLine): Promise<Cart> {
      return change(userId, async (tx, cartId, current) => {
        const present = current.items.some(
          (item) => item.productId === line.productId && item.selectedSize === line.selectedSize,
        );
        if (!present) throw notFound(CART.itemMissing);
        const product = await findProduct(tx, line.productId, img);
        const stock = product?.sizes.find((size) => size.size === line.selectedSize)?.stock ?? 0;
        if (line.quantity > stock) throw invalid(CART.limitForSize(stock, line.selectedSize));
        await setCartQuantity(tx, cartId, line.productId, line.selectedSize, line.quantity);
      });
    },

    async remove(userId: string, productId: string, selectedSize: string): Promise<Cart> {
      const cartId = await ensureCart(db, userId);
      if (!(await removeCartItem(db, cartId, productId, selectedSize))) {
        throw notFound(CART.itemMissing);
      }
      return getCart(db, userId, img);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
