import type { Cart, CartItem } from '@atelier/api-client';
import { useCart, useCartActions, useSession } from '@atelier/api-client/swr';
import { useMemo } from 'react';
import {
  addLine,
  type CartLineRef,
  type CartProduct,
  readGuestCart,
  removeLine,
  setLineQuantity,
  useGuestCart,
  writeGuestCart,
} from '../guestCart';

/** Whose cart it is: a guest's, kept in this browser, or a signed-in shopper's, on the server. */
export type CartOwner = 'guest' | 'shopper';

export interface ShopCart {
  /** Undefined until the session check answers (or fails: then the guest's). */
  owner: CartOwner | undefined;
  /** The signed-in shopper's id; undefined for a guest. */
  userId: string | undefined;
  /** The lines, in the order they were added; empty while loading. */
  items: readonly CartItem[];
  /** The server cart (its id goes into an order); undefined for a guest. */
  cart: Cart | undefined;
  /** True while the session or the shopper's cart is loading. */
  isLoading: boolean;
  /** Why the shopper's cart could not be loaded. */
  error: Error | undefined;
  /**
   * Adds units of one size (in one colour, for a product with colours). Stock rules are the
   * caller's to check first (see the contract).
   */
  add: (
    product: CartProduct,
    selectedSize: string,
    quantity: number,
    selectedColour?: string,
  ) => Promise<unknown>;
  /** Sets a line's quantity. */
  update: (ref: CartLineRef, quantity: number) => Promise<unknown>;
  /** Removes a line. */
  remove: (ref: CartLineRef) => Promise<unknown>;
}

const guestActions = {
  add: async (product: CartProduct, selectedSize: string, quantity: number, colour?: string) =>
    writeGuestCart(addLine(readGuestCart(), product, selectedSize, quantity, colour)),
  update: async (ref: CartLineRef, quantity: number) =>
    writeGuestCart(setLineQuantity(readGuestCart(), ref, quantity)),
  remove: async (ref: CartLineRef) => writeGuestCart(removeLine(readGuestCart(), ref)),
};

/**
 * The one cart every screen uses: a guest's lines in the browser or the shopper's on the
 * server, with the same reads and writes, so the sheet, the cards and the product dialog apply
 * the same stock rules to both.
 */
export function useShopCart(): ShopCart {
  const session = useSession();
  const userId = session.data?.id;
  // A check that could not be made counts as no session (spec section 4): the guest's cart.
  const owner: CartOwner | undefined =
    session.data === undefined
      ? session.error
        ? 'guest'
        : undefined
      : userId
        ? 'shopper'
        : 'guest';
  const server = useCart(userId);
  const serverActions = useCartActions(userId);
  const guestItems = useGuestCart();

  const actions = useMemo(
    () =>
      owner === 'shopper'
        ? {
            add: (product: CartProduct, selectedSize: string, quantity: number, colour?: string) =>
              serverActions.add({
                productId: product._id,
                selectedSize,
                quantity,
                ...(colour ? { selectedColour: colour } : {}),
              }),
            update: (ref: CartLineRef, quantity: number) =>
              serverActions.update({ ...ref, quantity }),
            remove: (ref: CartLineRef) => serverActions.remove(ref),
          }
        : guestActions,
    [owner, serverActions],
  );

  if (owner === 'shopper') {
    return {
      owner,
      userId,
      items: server.error ? [] : (server.data?.items ?? []),
      cart: server.data,
      isLoading: server.isLoading,
      error: server.error,
      ...actions,
    };
  }
  return {
    owner,
    userId: undefined,
    items: owner === 'guest' ? guestItems : [],
    cart: undefined,
    isLoading: owner === undefined,
    error: undefined,
    ...actions,
  };
}
