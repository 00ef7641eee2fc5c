import { type CartItem, createApiClient, defaultColour, type Product } from '@atelier/api-client';
import { createHandlers, createMockStore, flattenHandlers } from '@atelier/api-client/mocks';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mergeGuestCart } from './mergeGuestCart';

const ORIGIN = 'http://shop.test';
const store = createMockStore({ signedInAs: 'shopper' });
const api = setupServer(...flattenHandlers(createHandlers(store)));
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => store.reset());
afterAll(() => api.close());

const client = createApiClient({ baseURL: ORIGIN });
const shopperId = () => {
  const id = store.sessionUserId;
  if (!id) throw new Error('the store has no signed-in shopper');
  return id;
};

/** A guest line as a listing card's quick add writes it: a size, no colour. */
function quickAddLine(product: Product, size: string): CartItem {
  const { _id, title, image, price, salePrice } = product;
  return { productId: _id, title, image, price, salePrice, quantity: 1, selectedSize: size };
}

/** A product with colours, not yet in the shopper's cart, and a size its colours stock. */
function colouredProduct() {
  const inCart = new Set(store.carts.flatMap((cart) => cart.items.map((item) => item.productId)));
  for (const product of store.products) {
    if (!product.colours?.length || inCart.has(product._id)) continue;
    const size = product.colours[0]?.sizes.find((entry) => entry.stock > 0)?.size;
    if (size) return { product, size };
  }
  throw new Error('the demo catalogue has no product with colours in stock');
}

describe('mergeGuestCart', () => {
  it('moves a line without a colour into the colour the server gives it, in full', async () => {
    const { product, size } = colouredProduct();
    const settled: CartItem[] = [];
    const line = quickAddLine(product, size);
    const result = await mergeGuestCart(client, shopperId(), [line], (done) => settled.push(done));

    expect(result.shortfalls).toEqual([]);
    expect(settled).toEqual([line]);
    const merged = result.cart?.items.find((item) => item.productId === product._id);
    expect(merged).toMatchObject({
      selectedSize: size,
      quantity: 1,
      selectedColour: defaultColour(product, size),
    });
  });
});
