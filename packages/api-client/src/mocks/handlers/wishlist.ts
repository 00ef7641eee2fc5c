import type { HttpHandler } from 'msw';
import { CONFIRMATIONS, type WishlistItem } from '../../contract';
import { readJson, requireString } from '../body';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

function wishlistItems(store: MockStore, userId: string): WishlistItem[] {
  return store.wishlistOf(userId).productIds.flatMap((productId) => {
    const product = store.findProduct(productId);
    if (!product) return [];
    const { title, image, price, salePrice, category, brand, averageReview } = product;
    return [{ productId, title, image, price, salePrice, category, brand, averageReview }];
  });
}

export function wishlistHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('wishlist', '/add'), async ({ request, store }) => {
      const body = await readJson(request);
      authorize(store, { owner: body.userId });
      const userId = requireString(body, 'userId');
      const productId = requireString(body, 'productId');
      if (!store.findProduct(productId)) fail(404, 'Product not found');
      const wishlist = store.wishlistOf(userId);
      if (wishlist.productIds.includes(productId)) fail(400, 'Product is already in your wishlist');
      wishlist.productIds.push(productId);
      return ok({
        success: true,
        message: CONFIRMATIONS.wishlistAdded,
        data: wishlistItems(store, userId),
      });
    }),

    route.get(endpoint('wishlist', '/get/:userId'), ({ param, store }) => {
      authorize(store, { owner: param('userId') });
      return ok({ success: true, data: wishlistItems(store, param('userId')) });
    }),

    route.delete(endpoint('wishlist', '/remove/:userId/:productId'), ({ param, store }) => {
      const userId = param('userId');
      authorize(store, { owner: userId });
      const wishlist = store.wishlistOf(userId);
      const index = wishlist.productIds.indexOf(param('productId'));
      if (index < 0) fail(404, 'Product is not in your wishlist');
      wishlist.productIds.splice(index, 1);
      return ok({
        success: true,
        message: CONFIRMATIONS.wishlistRemoved,
        data: wishlistItems(store, userId),
      });
    }),

    route.get(endpoint('wishlist', '/check/:userId/:productId'), ({ param, store }) => {
      authorize(store, { owner: param('userId') });
      const isInWishlist = store
        .wishlistOf(param('userId'))
        .productIds.includes(param('productId'));
      return ok({ success: true, data: { isInWishlist } });
    }),
  ];
}
