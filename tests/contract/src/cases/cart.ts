import { FIELD_PROBLEMS, SERVER_MESSAGES, STOCK } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { CART, MESSAGE, withData, withMessageAndData } from '../shapes';
import type { Shopper, World } from '../world';

const CART_MESSAGES = SERVER_MESSAGES.cart;

/** A shopper, a product with stock and a line of it in the cart; `left`: what the line may take. */
async function shopperWithLine(w: World) {
  const shopper = await w.shopper();
  const { product, size, left } = await w.product();
  await w.addToCart(shopper, product._id, size);
  return { shopper, product, size, left };
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
      const { shopper, product, size, left: stock } = await shopperWithLine(w);
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
      const { shopper, product, size, left: stock } = await shopperWithLine(w);
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
