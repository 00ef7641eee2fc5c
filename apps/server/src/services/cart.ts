import {
  type Cart,
  type CartItem,
  colourKey,
  dialogAddToCartError,
  lineColour,
  quantityInCartOf,
  sizesForColour,
} from '@atelier/api-client';
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
  /** Extension `product-colours`; a product with colours gets its first in stock without it. */
  selectedColour?: string;
}

/** The line of a product and size in a colour; without one, in whichever colour it is. */
const findLine = (items: readonly CartItem[], line: Omit<CartLine, 'quantity'>) =>
  items.find(
    (item) =>
      item.productId === line.productId &&
      item.selectedSize === line.selectedSize &&
      (line.selectedColour === undefined || colourKey(item.selectedColour) === line.selectedColour),
  );

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
        const colour = lineColour(product, line.selectedColour, line.selectedSize, current.items);
        // The same rule the product dialog applies, so server and UI always agree; a colour the
        // product does not have is out of stock, as a size it does not have is.
        const problem = dialogAddToCartError({
          productId: product._id,
          sizes: sizesForColour(product, colour) ?? [],
          selectedSize: line.selectedSize,
          selectedColour: colour,
          quantity: line.quantity,
          cartItems: current.items,
        });
        if (problem) throw invalid(problem);
        const key = { productId: product._id, selectedSize: line.selectedSize, colour };
        const inCart = quantityInCartOf(current.items, product._id, line.selectedSize, colour);
        await setCartQuantity(tx, cartId, key, inCart + line.quantity);
      });
    },

    update(userId: string, line: CartLine): Promise<Cart> {
      return change(userId, async (tx, cartId, current) => {
        const present = findLine(current.items, line);
        if (!present) throw notFound(CART.itemMissing);
        const colour = colourKey(present.selectedColour);
        const product = await findProduct(tx, line.productId, img);
        const sizes = product ? sizesForColour(product, colour) : null;
        const stock = sizes?.find((size) => size.size === line.selectedSize)?.stock ?? 0;
        if (line.quantity > stock) throw invalid(CART.limitForSize(stock, line.selectedSize));
        const key = { productId: line.productId, selectedSize: line.selectedSize, colour };
        await setCartQuantity(tx, cartId, key, line.quantity);
      });
    },

    async remove(
      userId: string,
      productId: string,
      selectedSize: string,
      colour?: string,
    ): Promise<Cart> {
      const cartId = await ensureCart(db, userId);
      if (!(await removeCartItem(db, cartId, productId, selectedSize, colour))) {
        throw notFound(CART.itemMissing);
      }
      return getCart(db, userId, img);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
