import { FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { WISHLIST_ITEM, withData, withMessageAndData } from '../shapes';
import type { Shopper, World } from '../world';

const pair = (shopper: Shopper, productId: string) => ({ userId: shopper.user.id, productId });

/** A fresh shopper with one product on the wishlist. */
async function wishing(w: World) {
  const shopper = await w.shopper();
  const { product } = await w.product();
  const add = () =>
    shopper.session.request('POST', '/api/shop/wishlist/add', { json: pair(shopper, product._id) });
  await add();
  return { shopper, product, add };
}

export const wishlistCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/wishlist/add',
    name: 'adds a product, harmlessly twice, and answers the list',
    kind: 'success',
    run: async (w) => (await wishing(w)).add(),
    expect: {
      status: 200,
      message: SERVER_MESSAGES.wishlist.added,
      shape: withMessageAndData([WISHLIST_ITEM]),
    },
    check: (reply) => {
      if (reply.body.data.length !== 1) throw new Error('one product listed twice');
    },
  },
  {
    endpoint: 'POST /api/shop/wishlist/add',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/wishlist/add', {
        json: pair(shopper, UNKNOWN_ID),
      });
    },
    expect: refused(404, SERVER_MESSAGES.wishlist.productNotFound),
  },
  {
    endpoint: 'POST /api/shop/wishlist/add',
    name: 'refuses a blank product id',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/wishlist/add', {
        json: pair(shopper, ' '),
      });
    },
    expect: invalid('productId', FIELD_PROBLEMS.required),
  },
  ...accessCases('POST /api/shop/wishlist/add', 'owner', async (w, owner) => ({
    method: 'POST',
    path: '/api/shop/wishlist/add',
    options: { json: pair(owner, (await w.product()).product._id) },
  })),
  {
    endpoint: 'GET /api/shop/wishlist/get/:userId',
    name: "gives the shopper's wishlist",
    kind: 'success',
    run: async (w) => {
      const { shopper } = await wishing(w);
      return shopper.session.request('GET', `/api/shop/wishlist/get/${shopper.user.id}`);
    },
    expect: { status: 200, shape: withData([WISHLIST_ITEM]) },
  },
  ...accessCases('GET /api/shop/wishlist/get/:userId', 'owner', (_w, owner) => ({
    method: 'GET',
    path: `/api/shop/wishlist/get/${owner.user.id}`,
  })),
  {
    endpoint: 'DELETE /api/shop/wishlist/remove/:userId/:productId',
    name: 'removes a product and answers the list',
    kind: 'success',
    run: async (w) => {
      const { shopper, product } = await wishing(w);
      return shopper.session.request(
        'DELETE',
        `/api/shop/wishlist/remove/${shopper.user.id}/${product._id}`,
      );
    },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.wishlist.removed,
      shape: withMessageAndData([WISHLIST_ITEM]),
    },
  },
  {
    endpoint: 'DELETE /api/shop/wishlist/remove/:userId/:productId',
    name: 'answers 404 for a product not on the list',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request(
        'DELETE',
        `/api/shop/wishlist/remove/${shopper.user.id}/${UNKNOWN_ID}`,
      );
    },
    expect: refused(404, SERVER_MESSAGES.wishlist.notInWishlist),
  },
  ...accessCases('DELETE /api/shop/wishlist/remove/:userId/:productId', 'owner', (_w, owner) => ({
    method: 'DELETE',
    path: `/api/shop/wishlist/remove/${owner.user.id}/${UNKNOWN_ID}`,
  })),
  {
    endpoint: 'GET /api/shop/wishlist/check/:userId/:productId',
    name: 'says whether a product is on the list',
    kind: 'success',
    run: async (w) => {
      const { shopper, product } = await wishing(w);
      return shopper.session.request(
        'GET',
        `/api/shop/wishlist/check/${shopper.user.id}/${product._id}`,
      );
    },
    expect: { status: 200, shape: withData({ isInWishlist: 'boolean' }) },
    check: (reply) => {
      if (reply.body.data.isInWishlist !== true)
        throw new Error('the added product is not on the list');
    },
  },
  ...accessCases('GET /api/shop/wishlist/check/:userId/:productId', 'owner', (_w, owner) => ({
    method: 'GET',
    path: `/api/shop/wishlist/check/${owner.user.id}/${UNKNOWN_ID}`,
  })),
];
