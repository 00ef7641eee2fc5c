import { isDeepStrictEqual } from 'node:util';
import {
  FIELD_PROBLEMS,
  type Product,
  SERVER_MESSAGES,
  STOCK,
  sizesForColour,
} from '@atelier/api-client';
import type { Session } from '../backends';
import { type ContractCase, invalid, refused } from '../case';
import { CART, CREATED_COD, PRODUCT, withData, withMessageAndData } from '../shapes';
import { productInput, type Shopper, type World } from '../world';

/**
 * Extension `product-colours`: a gallery and colours with their own stock per size; cart lines
 * and orders name the colour, and the stock rules and their messages apply per colour and size.
 */

const MESSAGES = SERVER_MESSAGES.adminProducts;

/** M sold out in Navy but 3 left in Red; S 2 in Navy; a picture of each colour and one of both. */
const COLOURED = {
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 0 },
  ],
  colours: [
    { name: 'Navy', swatch: '#233a6b', sizes: [{ size: 'S', stock: 2 }] },
    { name: 'Red', swatch: '#B8322F', sizes: [{ size: 'M', stock: 3 }] },
  ],
  pictures: [
    { url: 'https://cdn.example/navy-front.webp', alt: 'Navy, front', colour: 'Navy' },
    { url: 'https://cdn.example/both.webp', alt: 'Both colours' },
    { url: 'https://cdn.example/red-front.webp', alt: 'Red, front', colour: 'Red' },
  ],
};

async function colouredProduct(w: World, admin?: Session): Promise<Product> {
  const reply = await (admin ?? (await w.admin())).request('POST', '/api/admin/products/add', {
    json: productInput(COLOURED),
  });
  if (reply.status !== 201) throw new Error(`coloured product add: ${reply.status}`);
  return reply.body.data;
}

const cartLine = (shopper: Shopper, productId: string, size: string, colour?: string) => ({
  userId: shopper.user.id,
  productId,
  selectedSize: size,
  quantity: 1,
  ...(colour ? { selectedColour: colour } : {}),
});

const stockOf = (product: Product, colour: string, size: string) =>
  sizesForColour(product, colour)?.find((entry) => entry.size === size)?.stock;

/** Equal in value; the order of an object's keys is the backend's own. */
function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (!isDeepStrictEqual(actual, expected)) {
    throw new Error(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
  }
}

export const colourCases: ContractCase[] = [
  {
    endpoint: 'POST /api/admin/products/add',
    name: "stores colours and gallery; each size's stock is the sum over colours",
    kind: 'extension',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput(COLOURED),
      }),
    expect: { status: 201, message: MESSAGES.added, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      const product = reply.body.data as Product;
      expectEqual(
        product.sizes.map(({ size, stock }) => [size, stock]),
        [
          ['S', 2],
          ['M', 3],
        ],
        'sizes',
      );
      expectEqual(product.totalStock, 5, 'totalStock');
      expectEqual(
        product.colours,
        [
          {
            name: 'Navy',
            swatch: '#233a6b',
            sizes: [
              { size: 'S', stock: 2 },
              { size: 'M', stock: 0 },
            ],
          },
          {
            name: 'Red',
            swatch: '#b8322f',
            sizes: [
              { size: 'S', stock: 0 },
              { size: 'M', stock: 3 },
            ],
          },
        ],
        'colours (every size, swatches lower-cased)',
      );
      expectEqual(product.pictures, COLOURED.pictures, 'pictures');
    },
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a colour that names a size the product does not have',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({
          ...COLOURED,
          colours: [{ name: 'Navy', swatch: '#233a6b', sizes: [{ size: 'XL', stock: 1 }] }],
          pictures: [],
        }),
      }),
    expect: invalid('colours', MESSAGES.colourSizeUnknown('Navy', 'XL')),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a swatch that is not a colour',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({
          ...COLOURED,
          colours: [{ name: 'Navy', swatch: 'navy', sizes: [] }],
          pictures: [],
        }),
      }),
    expect: invalid('colours.0.swatch', FIELD_PROBLEMS.swatch),
  },
  {
    endpoint: 'PUT /api/admin/products/edit/:id',
    name: 'keeps colours and gallery when an edit leaves them out',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await colouredProduct(w, admin);
      return admin.request('PUT', `/api/admin/products/edit/${product._id}`, {
        json: productInput({ title: 'Renamed Tee', sizes: product.sizes }),
      });
    },
    expect: { status: 200, message: MESSAGES.updated, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      const product = reply.body.data as Product;
      expectEqual(
        product.colours?.map((c) => c.name),
        ['Navy', 'Red'],
        'colours',
      );
      expectEqual(product.pictures?.length, 3, 'pictures');
      expectEqual(stockOf(product, 'Red', 'M'), 3, 'Red M');
    },
  },
  {
    endpoint: 'PUT /api/admin/products/:productId/sizes/:sizeId',
    name: 'sets the stock of a size in one colour; the size holds the sum',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await colouredProduct(w, admin);
      const m = product.sizes.find((entry) => entry.size === 'M');
      return admin.request('PUT', `/api/admin/products/${product._id}/sizes/${m?._id}`, {
        json: { stock: 4, colour: 'Navy' },
      });
    },
    expect: { status: 200, message: MESSAGES.sizeUpdated, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      const product = reply.body.data as Product;
      expectEqual(stockOf(product, 'Navy', 'M'), 4, 'Navy M');
      expectEqual(stockOf(product, 'Red', 'M'), 3, 'Red M');
      expectEqual(product.sizes.find((s) => s.size === 'M')?.stock, 7, 'M');
      expectEqual(product.totalStock, 9, 'totalStock');
    },
  },
  {
    endpoint: 'PUT /api/admin/products/:productId/sizes/:sizeId',
    name: 'without a colour, a rise goes to the first colour and a fall comes out in order',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await colouredProduct(w, admin);
      const m = product.sizes.find((entry) => entry.size === 'M');
      const path = `/api/admin/products/${product._id}/sizes/${m?._id}`;
      const rise = await admin.request('PUT', path, { json: { stock: 5 } });
      expectEqual(stockOf(rise.body.data, 'Navy', 'M'), 2, 'Navy M after the rise');
      return admin.request('PUT', path, { json: { stock: 1 } });
    },
    expect: { status: 200, message: MESSAGES.sizeUpdated, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      const product = reply.body.data as Product;
      expectEqual(stockOf(product, 'Navy', 'M'), 0, 'Navy M');
      expectEqual(stockOf(product, 'Red', 'M'), 1, 'Red M');
    },
  },
  {
    endpoint: 'PUT /api/admin/products/:productId/sizes/:sizeId',
    name: 'answers 404 for a colour the product does not have',
    kind: 'not found',
    run: async (w) => {
      const admin = await w.admin();
      const product = await colouredProduct(w, admin);
      const m = product.sizes.find((entry) => entry.size === 'M');
      return admin.request('PUT', `/api/admin/products/${product._id}/sizes/${m?._id}`, {
        json: { stock: 1, colour: 'Green' },
      });
    },
    expect: refused(404, MESSAGES.colourNotFound('Green')),
  },
  {
    endpoint: 'GET /api/shop/products/get/:id',
    name: 'gives a demo product its colours and a gallery of each',
    kind: 'extension',
    run: async (w) => {
      // Other cases add plain products of their own: the demo shop's are the ones with colours.
      const list = await w.guest().request('GET', '/api/shop/products/get');
      const demo = (list.body.data as Product[]).find((p) => (p.colours?.length ?? 0) > 0);
      return w.guest().request('GET', `/api/shop/products/get/${demo?._id ?? 'none'}`);
    },
    expect: { status: 200, shape: withData(PRODUCT) },
    check: (reply) => {
      const product = reply.body.data as Product;
      const colours = product.colours ?? [];
      if (colours.length < 2) throw new Error('a demo product has at least two colours');
      for (const colour of colours) {
        const shots = product.pictures?.filter((p) => p.colour === colour.name).length ?? 0;
        if (shots < 3 || shots > 5) throw new Error(`${colour.name} has ${shots} pictures`);
      }
      for (const size of product.sizes) {
        const sum = colours.reduce((n, c) => n + (stockOf(product, c.name, size.size) ?? 0), 0);
        expectEqual(size.stock, sum, `size ${size.size} against its colours`);
      }
    },
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'records the colour chosen, and the line shows that colour',
    kind: 'extension',
    run: async (w) => {
      const product = await colouredProduct(w);
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: cartLine(shopper, product._id, 'M', 'Red'),
      });
    },
    expect: { status: 200, message: SERVER_MESSAGES.cart.added, shape: withMessageAndData(CART) },
    check: (reply) => {
      const [item] = reply.body.data.items;
      expectEqual(item?.selectedColour, 'Red', 'selectedColour');
      expectEqual(item?.image, 'https://cdn.example/red-front.webp', 'image');
    },
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'refuses a size sold out in the chosen colour, though another colour has it',
    kind: 'validation',
    run: async (w) => {
      const product = await colouredProduct(w);
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: cartLine(shopper, product._id, 'M', 'Navy'),
      });
    },
    expect: refused(400, STOCK.notEnoughForSize('M')),
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'refuses a colour the product does not have, as out of stock',
    kind: 'validation',
    run: async (w) => {
      const product = await colouredProduct(w);
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: cartLine(shopper, product._id, 'M', 'Green'),
      });
    },
    expect: refused(400, STOCK.notEnoughForSize('M')),
  },
  {
    endpoint: 'POST /api/shop/cart/add',
    name: 'gives a line without a colour the first colour that has the size',
    kind: 'extension',
    run: async (w) => {
      const product = await colouredProduct(w);
      const shopper = await w.shopper();
      return shopper.session.request('POST', '/api/shop/cart/add', {
        json: cartLine(shopper, product._id, 'M'),
      });
    },
    expect: { status: 200, message: SERVER_MESSAGES.cart.added, shape: withMessageAndData(CART) },
    check: (reply) => expectEqual(reply.body.data.items[0]?.selectedColour, 'Red', 'colour'),
  },
  {
    endpoint: 'DELETE /api/shop/cart/delete/:userId/:productId/:selectedSize',
    name: 'with ?colour=, removes only the line of that colour',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const product = await colouredProduct(w, admin);
      const s = product.sizes.find((entry) => entry.size === 'S');
      await admin.request('PUT', `/api/admin/products/${product._id}/sizes/${s?._id}`, {
        json: { stock: 1, colour: 'Red' },
      });
      const shopper = await w.shopper();
      for (const colour of ['Navy', 'Red']) {
        await shopper.session.request('POST', '/api/shop/cart/add', {
          json: cartLine(shopper, product._id, 'S', colour),
        });
      }
      return shopper.session.request(
        'DELETE',
        `/api/shop/cart/delete/${shopper.user.id}/${product._id}/S?colour=Navy`,
      );
    },
    expect: { status: 200, message: SERVER_MESSAGES.cart.deleted, shape: withMessageAndData(CART) },
    check: (reply) =>
      expectEqual(
        reply.body.data.items.map((item: { selectedColour?: string }) => item.selectedColour),
        ['Red'],
        'colours left',
      ),
  },
  {
    endpoint: 'POST /api/shop/order/create',
    name: 'records the colour and takes the units from that colour only',
    kind: 'extension',
    run: async (w) => {
      const product = await colouredProduct(w);
      const shopper = await w.shopper();
      const payload = await w.checkout(shopper, 'cod', { product, size: 'M' });
      const reply = await shopper.session.request('POST', '/api/shop/order/create', {
        json: payload,
      });
      const after = (await w.guest().request('GET', `/api/shop/products/get/${product._id}`)).body
        .data as Product;
      expectEqual(stockOf(after, 'Red', 'M'), 2, 'Red M after the order');
      expectEqual(stockOf(after, 'Navy', 'S'), 2, 'Navy S after the order');
      expectEqual(after.totalStock, 4, 'totalStock after the order');
      const details = await shopper.session.request(
        'GET',
        `/api/shop/order/details/${reply.body.orderId}`,
      );
      expectEqual(details.body.data.cartItems[0]?.selectedColour, 'Red', 'the order');
      return reply;
    },
    expect: { status: 201, message: SERVER_MESSAGES.orders.created, shape: CREATED_COD },
  },
];
