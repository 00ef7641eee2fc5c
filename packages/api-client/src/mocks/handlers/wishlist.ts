import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { SERVER_MESSAGES, type WishlistItem } from '../../contract';
import { id, wishlistBody } from '../../schemas';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { jsonBody, pathParams } from '../request';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

const MESSAGES = SERVER_MESSAGES.wishlist;
const userParams = z.object({ userId: id });

/** Newest first, each with today's catalogue fields. */
function wishlistItems(store: MockStore, userId: string): WishlistItem[] {
  return store.wishlistOf(userId).productIds.flatMap((productId) => {
    const product = store.findProduct(productId);
    if (!product) return [];
    const { title, image, price, salePrice, category, brand, averageReview } = product;
    return [{ productId, image, title, price, salePrice, category, brand, averageReview }];
  });
}

export function wishlistHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('wishlist', '/add'), async ({ request, store }) => {
      authorize(store);
      const body = await jsonBody(request, wishlistBody);
      authorize(store, { owner: body.userId });
      if (!store.findProduct(body.productId)) fail(404, MESSAGES.productNotFound);
      const wishlist = store.wishlistOf(body.userId);
      // Adding twice is harmless, as on the server.
      if (!wishlist.productIds.includes(body.productId))
        wishlist.productIds.unshift(body.productId);
      return ok({
        success: true,
        message: MESSAGES.added,
        data: wishlistItems(store, body.userId),
      });
    }),

    route.list(endpoint('wishlist', '/get/:userId'), ({ param, store }) => {
      authorize(store);
      const { userId } = pathParams(userParams, param);
      authorize(store, { owner: userId });
      return ok({ success: true, data: wishlistItems(store, userId) });
    }),

    route.delete(endpoint('wishlist', '/remove/:userId/:productId'), ({ param, store }) => {
      authorize(store);
      const { userId, productId } = pathParams(wishlistBody, param);
      authorize(store, { owner: userId });
      const wishlist = store.wishlistOf(userId);
      const index = wishlist.productIds.indexOf(productId);
      if (index < 0) fail(404, MESSAGES.notInWishlist);
      wishlist.productIds.splice(index, 1);
      return ok({ success: true, message: MESSAGES.removed, data: wishlistItems(store, userId) });
    }),

    route.get(endpoint('wishlist', '/check/:userId/:productId'), ({ param, store }) => {
      authorize(store);
      const { userId, productId } = pathParams(wishlistBody, param);
      authorize(store, { owner: userId });
      const isInWishlist = store.wishlistOf(userId).productIds.includes(productId);
      return ok({ success: true, data: { isInWishlist } });
    }),
  ];
}
