import type { HttpHandler } from 'msw';
import {
  type Cart,
  CONFIRMATIONS,
  dialogAddToCartError,
  type Product,
  STOCK,
} from '../../contract';
import { type JsonObject, readJson, requireNumber, requireString } from '../body';
import type { MockCart } from '../fixtures/carts';
import { authorize } from '../guard';
import { endpoint } from '../paths';
import { fail, ok } from '../respond';
import type { Router } from '../router';
import type { MockStore } from '../store';

/** The cart as the API returns it: lines joined with the products they point at. */
export function cartView(store: MockStore, cart: MockCart): Cart {
  return {
    _id: cart._id,
    userId: cart.userId,
    // Lines whose product was deleted disappear, like a populate() that finds nothing.
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

interface CartRequest {
  product: Product;
  quantity: number;
  selectedSize: string;
  cart: MockCart;
}

function readCartRequest(store: MockStore, body: JsonObject): CartRequest {
  authorize(store, { owner: body.userId });
  const userId = requireString(body, 'userId');
  const productId = requireString(body, 'productId');
  const selectedSize = requireString(body, 'selectedSize');
  const quantity = requireNumber(body, 'quantity', { integer: true, min: 1 });
  const product = store.findProduct(productId) ?? fail(404, 'Product not found');
  if (!product.sizes.some((size) => size.size === selectedSize)) {
    fail(400, `Size ${selectedSize} is not available for this product`);
  }
  return { product, quantity, selectedSize, cart: store.cartOf(userId) };
}

export function cartHandlers(route: Router): HttpHandler[] {
  return [
    route.post(endpoint('cart', '/add'), async ({ request, store }) => {
      const { product, quantity, selectedSize, cart } = readCartRequest(
        store,
        await readJson(request),
      );
      // The same rule the product dialog applies, so client and server never disagree.
      const problem = dialogAddToCartError({
        productId: product._id,
        sizes: product.sizes,
        selectedSize,
        quantity,
        cartItems: cartView(store, cart).items,
      });
      if (problem) fail(400, problem);
      const line = cart.items.find(
        (item) => item.productId === product._id && item.selectedSize === selectedSize,
      );
      if (line) line.quantity += quantity;
      else cart.items.push({ productId: product._id, quantity, selectedSize });
      return ok({ success: true, message: CONFIRMATIONS.addedToCart, data: cartView(store, cart) });
    }),

    route.get(endpoint('cart', '/get/:userId'), ({ param, store }) => {
      authorize(store, { owner: param('userId') });
      return ok({ success: true, data: cartView(store, store.cartOf(param('userId'))) });
    }),

    route.put(endpoint('cart', '/update'), async ({ request, store }) => {
      const { product, quantity, selectedSize, cart } = readCartRequest(
        store,
        await readJson(request),
      );
      const line =
        cart.items.find(
          (item) => item.productId === product._id && item.selectedSize === selectedSize,
        ) ?? fail(404, 'Cart item not present!');
      const stock = product.sizes.find((size) => size.size === selectedSize)?.stock ?? 0;
      if (quantity > stock) fail(400, STOCK.cartLimitForSize(stock, selectedSize));
      line.quantity = quantity;
      return ok({ success: true, message: CONFIRMATIONS.cartUpdated, data: cartView(store, cart) });
    }),

    route.delete(
      endpoint('cart', '/delete/:userId/:productId/:selectedSize'),
      ({ param, store }) => {
        authorize(store, { owner: param('userId') });
        const cart = store.cartOf(param('userId'));
        const index = cart.items.findIndex(
          (item) =>
            item.productId === param('productId') && item.selectedSize === param('selectedSize'),
        );
        if (index < 0) fail(404, 'Cart item not present!');
        cart.items.splice(index, 1);
        return ok({
          success: true,
          message: CONFIRMATIONS.cartDeleted,
          data: cartView(store, cart),
        });
      },
    ),
  ];
}
