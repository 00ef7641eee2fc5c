import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { type Cart, dialogAddToCartError, SERVER_MESSAGES } from '../../contract';
import { cartItemBody, id, sizeLabel } from '../../schemas';
import type { MockCart } from '../fixtures';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
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
      return [
        {
          productId: product._id,
          title: product.title,
          image: product.image,
          price: product.price,
          salePrice: product.salePrice,
          quantity: line.quantity,
          selectedSize: line.selectedSize,
        },
      ];
    }),
  };
}

function findLine(cart: MockCart, productId: string, selectedSize: string) {
  return cart.items.find(
    (line) => line.productId === productId && line.selectedSize === selectedSize,
  );
}

export function cartHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('cart', '/add'), async ({ request, store }) => {
      authorize(store);
      const body = await jsonBody(request, cartItemBody);
      authorize(store, { owner: body.userId });
      const cart = store.cartOf(body.userId);
      const product = store.findProduct(body.productId) ?? fail(404, MESSAGES.productNotFound);
      // The same rule the product dialog applies, so client and server never disagree.
      const problem = dialogAddToCartError({
        productId: product._id,
        sizes: product.sizes,
        selectedSize: body.selectedSize,
        quantity: body.quantity,
        cartItems: cartView(store, cart).items,
      });
      if (problem) fail(400, problem);
      const line = findLine(cart, product._id, body.selectedSize);
      if (line) line.quantity += body.quantity;
      else
        cart.items.push({
          productId: product._id,
          quantity: body.quantity,
          selectedSize: body.selectedSize,
        });
      return ok({ success: true, message: MESSAGES.added, data: cartView(store, cart) });
    }),

    route.list(endpoint('cart', '/get/:userId'), ({ param, store }) => {
      authorize(store);
      const { userId } = pathParams(userParams, param);
      authorize(store, { owner: userId });
      return ok({ success: true, data: cartView(store, store.cartOf(userId)) });
    }),

    route.put(endpoint('cart', '/update'), async ({ request, store }) => {
      authorize(store);
      const body = await jsonBody(request, cartItemBody);
      authorize(store, { owner: body.userId });
      const cart = store.cartOf(body.userId);
      const line =
        findLine(cart, body.productId, body.selectedSize) ?? fail(404, MESSAGES.itemNotPresent);
      const stock =
        store.findProduct(body.productId)?.sizes.find((size) => size.size === body.selectedSize)
          ?.stock ?? 0;
      if (body.quantity > stock) fail(400, MESSAGES.cartLimitForSize(stock, body.selectedSize));
      line.quantity = body.quantity;
      return ok({ success: true, message: MESSAGES.updated, data: cartView(store, cart) });
    }),

    route.delete(
      endpoint('cart', '/delete/:userId/:productId/:selectedSize'),
      ({ param, store }) => {
        authorize(store);
        const ids = pathParams(lineParams, param);
        authorize(store, { owner: ids.userId });
        const cart = store.cartOf(ids.userId);
        const line =
          findLine(cart, ids.productId, ids.selectedSize) ?? fail(404, MESSAGES.itemNotPresent);
        cart.items.splice(cart.items.indexOf(line), 1);
        return ok({ success: true, message: MESSAGES.deleted, data: cartView(store, cart) });
      },
    ),
  ];
}
