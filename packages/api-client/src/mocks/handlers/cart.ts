import type { HttpHandler } from 'msw';
import { z } from 'zod';
import {
  type Cart,
  colourImage,
  colourKey,
  dialogAddToCartError,
  lineColour,
  SERVER_MESSAGES,
  sizesForColour,
} from '../../contract';
import { cartItemBody, cartLineQuery, id, sizeLabel } from '../../schemas';
import type { MockCart } from '../fixtures';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { checked, jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { BackendFlavour, Router } from '../router';
import type { MockStore } from '../store';

const MESSAGES = SERVER_MESSAGES.cart;
const lineParams = z.object({ userId: id, productId: id, selectedSize: sizeLabel });
const userParams = z.object({ userId: id });

/** The cart as the API returns it: lines joined with today's catalogue title, image and prices. */
export function cartView(store: MockStore, cart: MockCart): Cart {
  return {
    _id: cart._id,
    userId: cart.userId,
    // Lines whose product was deleted disappear, as the server's join drops them.
    items: cart.items.flatMap((line) => {
      const product = store.findProduct(line.productId);
      if (!product) return [];
      const colour = line.selectedColour;
      return [
        {
          productId: product._id,
          title: product.title,
          image: colourImage(product, colour),
          price: product.price,
          salePrice: product.salePrice,
          quantity: line.quantity,
          selectedSize: line.selectedSize,
          ...(colour ? { selectedColour: colour } : {}),
        },
      ];
    }),
  };
}

/**
 * The line of a product, size and colour; without a colour (a client of the plain contract),
 * the line of that product and size, whatever its colour.
 */
function findLine(cart: MockCart, productId: string, selectedSize: string, colour?: string) {
  return cart.items.find(
    (line) =>
      line.productId === productId &&
      line.selectedSize === selectedSize &&
      (colour === undefined || colourKey(line.selectedColour) === colour),
  );
}

/** A backend without extensions ignores a colour, as it ignores any field it does not know. */
function colourIfKnown<T extends { selectedColour?: string }>(body: T, flavour: BackendFlavour): T {
  if (flavour.extensions) return body;
  const { selectedColour: _, ...plain } = body;
  return plain as T;
}

export function cartHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('cart', '/add'), async ({ request, store, flavour }) => {
      authorize(store);
      const body = colourIfKnown(await jsonBody(request, cartItemBody), flavour);
      authorize(store, { owner: body.userId });
      const cart = store.cartOf(body.userId);
      const product = store.findProduct(body.productId) ?? fail(404, MESSAGES.productNotFound);
      const cartItems = cartView(store, cart).items;
      const colour = lineColour(product, body.selectedColour, body.selectedSize, cartItems);
      // The same rule the product dialog applies, so client and server never disagree; a
      // colour the product does not have is out of stock, as a size it does not have is.
      const problem = dialogAddToCartError({
        productId: product._id,
        sizes: sizesForColour(product, colour) ?? [],
        selectedSize: body.selectedSize,
        selectedColour: colour,
        quantity: body.quantity,
        cartItems,
      });
      if (problem) fail(400, problem);
      const line = findLine(cart, product._id, body.selectedSize, colour);
      if (line) line.quantity += body.quantity;
      else
        cart.items.push({
          productId: product._id,
          quantity: body.quantity,
          selectedSize: body.selectedSize,
          ...(colour ? { selectedColour: colour } : {}),
        });
      return ok({ success: true, message: MESSAGES.added, data: cartView(store, cart) });
    }),

    route.list(endpoint('cart', '/get/:userId'), ({ param, store }) => {
      authorize(store);
      const { userId } = pathParams(userParams, param);
      authorize(store, { owner: userId });
      return ok({ success: true, data: cartView(store, store.cartOf(userId)) });
    }),

    route.put(endpoint('cart', '/update'), async ({ request, store, flavour }) => {
      authorize(store);
      const body = colourIfKnown(await jsonBody(request, cartItemBody), flavour);
      authorize(store, { owner: body.userId });
      const cart = store.cartOf(body.userId);
      const line =
        findLine(cart, body.productId, body.selectedSize, body.selectedColour) ??
        fail(404, MESSAGES.itemNotPresent);
      const product = store.findProduct(body.productId);
      const sizes = product ? sizesForColour(product, line.selectedColour) : null;
      const stock = sizes?.find((size) => size.size === body.selectedSize)?.stock ?? 0;
      if (body.quantity > stock) fail(400, MESSAGES.cartLimitForSize(stock, body.selectedSize));
      line.quantity = body.quantity;
      return ok({ success: true, message: MESSAGES.updated, data: cartView(store, cart) });
    }),

    route.delete(
      endpoint('cart', '/delete/:userId/:productId/:selectedSize'),
      ({ param, request, store, flavour }) => {
        authorize(store);
        const ids = pathParams(lineParams, param);
        authorize(store, { owner: ids.userId });
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const colour = flavour.extensions ? checked(cartLineQuery, query).colour : undefined;
        const cart = store.cartOf(ids.userId);
        const line =
          findLine(cart, ids.productId, ids.selectedSize, colour) ??
          fail(404, MESSAGES.itemNotPresent);
        cart.items.splice(cart.items.indexOf(line), 1);
        return ok({ success: true, message: MESSAGES.deleted, data: cartView(store, cart) });
      },
    ),
  ];
}
