import { FIELD_PROBLEMS, MAX_ADDRESSES, SERVER_MESSAGES, STOCK } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused } from '../case';
import {
  ADDRESS,
  CART,
  MESSAGE,
  REVIEW,
  WISHLIST_ITEM,
  withData,
  withMessageAndData,
} from '../shapes';
import { ADDRESS_FIELDS, type Shopper, type World } from '../world';

const UNKNOWN_ID = '65b2a7c1ffffffffffffffff';
const CART_MESSAGES = SERVER_MESSAGES.cart;

/** A shopper, a product with stock and a line of it in the cart. */
async function shopperWithLine(w: World) {
  const shopper = await w.shopper();
  const { product, size } = await w.product();
  await w.addToCart(shopper, product._id, size);
  return { shopper, product, size };
}

const line = (shopper: Shopper, productId: string, selectedSize: string, quantity = 1) => ({
  userId: shopper.user.id,
  productId,
  selectedSize,
  quantity,
});

export const cartCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'adds a line and answers the whole cart',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const { product, size } = await w.product();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: line(shopper, product._id, size),
      });
    },
    expect: { status: 200, message: CART_MESSAGES.added, shape: withMessageAndData(CART) },
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'refuses a quantity of 0',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const { product, size } = await w.product();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: line(shopper, product._id, size, 0),
      });
    },
    expect: invalid('quantity', FIELD_PROBLEMS.atLeastOne),
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'refuses a size the product does not have, as out of stock',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const { product } = await w.product();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: line(shopper, product._id, 'XXXL'),
      });
    },
    expect: refused(400, STOCK.notEnoughForSize('XXXL')),
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'refuses more than the size has, counting what the cart holds',
    kind: 'validation',
    run: async (w) => {
      const { shopper, product, size } = await shopperWithLine(w);
      const stock = product.sizes.find((entry) => entry.size === size)?.stock ?? 0;
      const reply = await shopper.session.request('POST', '/api/shop/cart/add', {
        json: line(shopper, product._id, size, stock),
      });
      return { reply, expect: { message: STOCK.onlyAvailableForSize(stock, size) } };
    },
    expect: { status: 400, shape: MESSAGE },
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: line(shopper, UNKNOWN_ID, 'M'),
      });
    },
    expect: refused(404, CART_MESSAGES.productNotFound),
  },
  ...accessCases('POST /api/shop/cart/add', 'owner', async (w, owner) => {
    const { product, size } = await w.product();
    return {
      method: 'POST',
      path: '/api/shop/cart/add',
      options: { json: line(owner, product._id, size) },
    };
  }),

  {
    endpoint: 'GET /api/shop/cart/get/:userId',
    name: "gives the shopper's cart with today's titles and prices",
    kind: 'success',
    run: async (w) => {
      const { shopper } = await shopperWithLine(w);
      return shopper.session.request('GET', `/api/shop/cart/get/${shopper.user.id}`);
    },
    expect: { status: 200, shape: withData(CART) },
  },
  {
    endpoint: 'GET /api/shop/cart/get/:userId',
    name: 'gives a new shopper an empty cart',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('GET', `/api/shop/cart/get/${shopper.user.id}`);
    },
    expect: { status: 200, shape: withData(CART) },
    check: (reply) => {
      if (reply.body.data.items.length !== 0) throw new Error('a new cart is not empty');
    },
  },
  ...accessCases('GET /api/shop/cart/get/:userId', 'owner', (_w, owner) => ({
    method: 'GET',
    path: `/api/shop/cart/get/${owner.user.id}`,
  })),

  {
    endpoint: 'PUT /api/shop/cart/update',
    name: "sets a line's quantity",
    kind: 'success',
    run: async (w) => {
      const { shopper, product, size } = await shopperWithLine(w);
      return shopper.session.request('PUT', '/api/shop/cart/update', {
        json: line(shopper, product._id, size, 2),
      });
    },
    expect: { status: 200, message: CART_MESSAGES.updated, shape: withMessageAndData(CART) },
  },
  {
    endpoint: 'PUT /api/shop/cart/update',
    name: 'refuses more than the size has',
    kind: 'validation',
    run: async (w) => {
      const { shopper, product, size } = await shopperWithLine(w);
      const stock = product.sizes.find((entry) => entry.size === size)?.stock ?? 0;
      const reply = await shopper.session.request('PUT', '/api/shop/cart/update', {
        json: line(shopper, product._id, size, stock + 1),
      });
      return { reply, expect: { message: STOCK.cartLimitForSize(stock, size) } };
    },
    expect: { status: 400, shape: MESSAGE },
  },
  {
    endpoint: 'PUT /api/shop/cart/update',
    name: 'answers 404 for a line the cart does not have',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      const { product, size } = await w.product();
      return shopper.session.request('PUT', '/api/shop/cart/update', {
        json: line(shopper, product._id, size),
      });
    },
    expect: refused(404, CART_MESSAGES.itemNotPresent),
  },
  ...accessCases('PUT /api/shop/cart/update', 'owner', async (w, owner) => {
    const { product, size } = await w.product();
    await w.addToCart(owner, product._id, size);
    return {
      method: 'PUT',
      path: '/api/shop/cart/update',
      options: { json: line(owner, product._id, size) },
    };
  }),

  {
    endpoint: 'DELETE /api/shop/cart/delete/:userId/:productId/:selectedSize',
    name: 'removes a line and answers the cart',
    kind: 'success',
    run: async (w) => {
      const { shopper, product, size } = await shopperWithLine(w);
      return shopper.session.request(
        'DELETE',
        `/api/shop/cart/delete/${shopper.user.id}/${product._id}/${encodeURIComponent(size)}`,
      );
    },
    expect: { status: 200, message: CART_MESSAGES.deleted, shape: withMessageAndData(CART) },
  },
  {
    endpoint: 'DELETE /api/shop/cart/delete/:userId/:productId/:selectedSize',
    name: 'answers 404 for a line the cart does not have',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request(
        'DELETE',
        `/api/shop/cart/delete/${shopper.user.id}/${UNKNOWN_ID}/M`,
      );
    },
    expect: refused(404, CART_MESSAGES.itemNotPresent),
  },
  ...accessCases(
    'DELETE /api/shop/cart/delete/:userId/:productId/:selectedSize',
    'owner',
    (_w, owner) => ({
      method: 'DELETE',
      path: `/api/shop/cart/delete/${owner.user.id}/${UNKNOWN_ID}/M`,
    }),
  ),
];

const review = (shopper: Shopper, productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  userId: shopper.user.id,
  userName: 'Any Name',
  reviewMessage: 'Fits well and feels good.',
  reviewValue: 4,
  ...overrides,
});

/** A fresh shopper reviews a product (one with stock unless named), with `overrides` in the body. */
async function postReview(w: World, overrides: Record<string, unknown> = {}, productId?: string) {
  const shopper = await w.shopper('Reviewing Shopper');
  const id = productId ?? (await w.product()).product._id;
  const send = () =>
    shopper.session.request('POST', '/api/shop/review/add', {
      json: review(shopper, id, overrides),
    });
  return { shopper, productId: id, send };
}

export const reviewCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/review/add',
    name: "adds a review under the account's own name",
    kind: 'success',
    run: async (w) => (await postReview(w)).send(),
    expect: {
      status: 201,
      message: SERVER_MESSAGES.reviews.added,
      shape: withMessageAndData(REVIEW),
    },
    check: (reply) => {
      if (reply.body.data.userName !== 'Reviewing Shopper')
        throw new Error('review took the name sent');
    },
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a second review of the same product',
    kind: 'conflict',
    run: async (w) => {
      const { send } = await postReview(w);
      await send();
      return send();
    },
    expect: refused(409, SERVER_MESSAGES.reviews.duplicate),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a rating that is not a whole number of stars',
    kind: 'validation',
    run: async (w) => (await postReview(w, { reviewValue: 4.5 })).send(),
    expect: invalid('reviewValue', FIELD_PROBLEMS.wholeNumber),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses six stars',
    kind: 'validation',
    run: async (w) => (await postReview(w, { reviewValue: 6 })).send(),
    expect: invalid('reviewValue', FIELD_PROBLEMS.atMost(5)),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'refuses a blank message',
    kind: 'validation',
    run: async (w) => (await postReview(w, { reviewMessage: '   ' })).send(),
    expect: invalid('reviewMessage', FIELD_PROBLEMS.required),
  },
  {
    endpoint: 'POST /api/shop/review/add',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) => (await postReview(w, {}, UNKNOWN_ID)).send(),
    expect: refused(404, SERVER_MESSAGES.reviews.productNotFound),
  },
  ...accessCases('POST /api/shop/review/add', 'owner', async (w, owner) => ({
    method: 'POST',
    path: '/api/shop/review/add',
    options: { json: review(owner, (await w.product()).product._id) },
  })),
  {
    endpoint: 'GET /api/shop/review/:productId',
    name: "lists a product's reviews for anyone, newest first",
    kind: 'success',
    run: async (w) => {
      const { send, productId } = await postReview(w);
      await send();
      return w.guest().request('GET', `/api/shop/review/${productId}`);
    },
    expect: { status: 200, shape: withData([REVIEW]) },
  },
  {
    endpoint: 'GET /api/shop/review/:productId',
    name: 'lists nothing for an unknown product',
    kind: 'not found',
    run: (w) => w.guest().request('GET', `/api/shop/review/${UNKNOWN_ID}`),
    expect: { status: 200, shape: withData([REVIEW]) },
    check: (reply) => {
      if (reply.body.data.length !== 0)
        throw new Error('reviews for a product that does not exist');
    },
  },
];

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

const ADDRESS_MESSAGES = SERVER_MESSAGES.addresses;

export const addressCases: ContractCase[] = [
  {
    endpoint: 'POST /api/shop/address/add',
    name: 'saves an address',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/address/add', {
        json: { ...ADDRESS_FIELDS, userId: shopper.user.id },
      });
    },
    expect: { status: 201, message: ADDRESS_MESSAGES.added, shape: withMessageAndData(ADDRESS) },
  },
  {
    endpoint: 'POST /api/shop/address/add',
    name: 'refuses blank fields, naming them',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/address/add', {
        json: { ...ADDRESS_FIELDS, city: ' ', notes: '', userId: shopper.user.id },
      });
    },
    expect: refused(400, ADDRESS_MESSAGES.incomplete(['city', 'notes'])),
  },
  {
    endpoint: 'POST /api/shop/address/add',
    name: `stops at ${MAX_ADDRESSES} addresses`,
    kind: 'conflict',
    run: async (w) => {
      const shopper = await w.shopper();
      for (let i = 0; i < MAX_ADDRESSES; i += 1) await w.address(shopper);
      return shopper.session.request('POST', '/api/shop/address/add', {
        json: { ...ADDRESS_FIELDS, userId: shopper.user.id },
      });
    },
    expect: refused(400, ADDRESS_MESSAGES.limit),
  },
  ...accessCases('POST /api/shop/address/add', 'owner', (_w, owner) => ({
    method: 'POST',
    path: '/api/shop/address/add',
    options: { json: { ...ADDRESS_FIELDS, userId: owner.user.id } },
  })),
  {
    endpoint: 'GET /api/shop/address/get/:userId',
    name: "lists the shopper's addresses",
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      await w.address(shopper);
      return shopper.session.request('GET', `/api/shop/address/get/${shopper.user.id}`);
    },
    expect: { status: 200, shape: withData([ADDRESS]) },
  },
  ...accessCases('GET /api/shop/address/get/:userId', 'owner', (_w, owner) => ({
    method: 'GET',
    path: `/api/shop/address/get/${owner.user.id}`,
  })),
  {
    endpoint: 'PUT /api/shop/address/update/:userId/:addressId',
    name: 'saves the changed fields',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const address = await w.address(shopper);
      return shopper.session.request(
        'PUT',
        `/api/shop/address/update/${shopper.user.id}/${address._id}`,
        {
          json: { ...ADDRESS_FIELDS, city: 'Mumbai' },
        },
      );
    },
    expect: { status: 200, message: ADDRESS_MESSAGES.updated, shape: withMessageAndData(ADDRESS) },
  },
  {
    endpoint: 'PUT /api/shop/address/update/:userId/:addressId',
    name: 'refuses a blank field',
    kind: 'validation',
    run: async (w) => {
      const shopper = await w.shopper();
      const address = await w.address(shopper);
      return shopper.session.request(
        'PUT',
        `/api/shop/address/update/${shopper.user.id}/${address._id}`,
        {
          json: { ...ADDRESS_FIELDS, phone: '' },
        },
      );
    },
    expect: refused(400, ADDRESS_MESSAGES.incomplete(['phone'])),
  },
  {
    endpoint: 'PUT /api/shop/address/update/:userId/:addressId',
    name: 'answers 404 for an address the shopper does not have',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request(
        'PUT',
        `/api/shop/address/update/${shopper.user.id}/${UNKNOWN_ID}`,
        {
          json: ADDRESS_FIELDS,
        },
      );
    },
    expect: refused(404, ADDRESS_MESSAGES.notFound),
  },
  ...accessCases('PUT /api/shop/address/update/:userId/:addressId', 'owner', async (w, owner) => ({
    method: 'PUT',
    path: `/api/shop/address/update/${owner.user.id}/${(await w.address(owner))._id}`,
    options: { json: ADDRESS_FIELDS },
  })),
  {
    endpoint: 'DELETE /api/shop/address/delete/:userId/:addressId',
    name: 'deletes an address',
    kind: 'success',
    run: async (w) => {
      const shopper = await w.shopper();
      const address = await w.address(shopper);
      return shopper.session.request(
        'DELETE',
        `/api/shop/address/delete/${shopper.user.id}/${address._id}`,
      );
    },
    expect: { status: 200, message: ADDRESS_MESSAGES.deleted, shape: MESSAGE },
  },
  {
    endpoint: 'DELETE /api/shop/address/delete/:userId/:addressId',
    name: 'answers 404 for an address the shopper does not have',
    kind: 'not found',
    run: async (w) => {
      const shopper = await w.shopper();
      return shopper.session.request(
        'DELETE',
        `/api/shop/address/delete/${shopper.user.id}/${UNKNOWN_ID}`,
      );
    },
    expect: refused(404, ADDRESS_MESSAGES.notFound),
  },
  ...accessCases(
    'DELETE /api/shop/address/delete/:userId/:addressId',
    'owner',
    async (w, owner) => ({
      method: 'DELETE',
      path: `/api/shop/address/delete/${owner.user.id}/${(await w.address(owner))._id}`,
    }),
  ),
];
