// @vitest-environment jsdom
// The storefront's mutation hooks share this file (one jsdom start-up); each has its own describe
// and its own small backend kept in the test.
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  Address,
  AddressFields,
  Cart,
  CartItem,
  Order,
  Review,
  WishlistItem,
} from '../../contract/entities';
import type {
  AddressPayload,
  CartItemPayload,
  CreateOrderPayload,
  ReviewPayload,
  WishlistPayload,
} from '../../contract/payloads';
import { ApiError } from '../../core/errors';
import { useAddresses } from '../hooks/addresses';
import { useCart } from '../hooks/cart';
import { useOrder, useOrders } from '../hooks/orders';
import { useProduct, useProducts } from '../hooks/products';
import { useReviews } from '../hooks/reviews';
import { useWishlist, useWishlistCheck } from '../hooks/wishlist';
import {
  makeProduct,
  rejectionOf,
  renderApiHook,
  settle,
  setupTestServer,
  url,
} from '../test-helpers';
import { useAddressActions } from './addresses';
import { useCartActions } from './cart';
import type { CaptureInput } from './orders';
import { useOrderActions } from './orders';
import { useReviewActions } from './reviews';
import { useWishlistActions } from './wishlist';

const { server, count } = setupTestServer();

const shirt: CartItem = {
  productId: 'p1',
  title: 'Linen shirt',
  image: 'https://img.test/p1.jpg',
  price: 1200,
  salePrice: 0,
  quantity: 1,
  selectedSize: 'M',
};

/** A tiny cart backend: every answer carries the whole cart, as the contract says. */
function cartBackend() {
  const cart: Cart = { _id: 'c1', userId: 'u1', items: [] };
  const reply = () => HttpResponse.json({ success: true, message: 'ok', data: cart });
  server.use(
    http.get(url('/api/shop/cart/get/u1'), reply),
    http.post(url('/api/shop/cart/add'), async ({ request }) => {
      const { productId, quantity, selectedSize } = (await request.json()) as CartItemPayload;
      cart.items = [...cart.items, { ...shirt, productId, quantity, selectedSize }];
      return reply();
    }),
    http.put(url('/api/shop/cart/update'), async ({ request }) => {
      const body = (await request.json()) as CartItemPayload;
      cart.items = cart.items.map((item) =>
        item.productId === body.productId && item.selectedSize === body.selectedSize
          ? { ...item, quantity: body.quantity }
          : item,
      );
      return reply();
    }),
    http.delete(url('/api/shop/cart/delete/u1/:productId/:size'), ({ params }) => {
      cart.items = cart.items.filter(
        (item) => !(item.productId === params.productId && item.selectedSize === params.size),
      );
      return reply();
    }),
    http.get(url('/api/shop/wishlist/get/u1'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
}

function renderCart() {
  return renderApiHook(() => ({
    cart: useCart('u1'),
    wishlist: useWishlist('u1'),
    actions: useCartActions('u1'),
  }));
}

describe('useCartActions', () => {
  it('add writes the returned cart into the cache without refetching anything', async () => {
    cartBackend();
    const { result } = renderCart();
    // Read both in one go: SWR only re-renders for fields that have been read.
    await waitFor(() =>
      expect([result.current.cart.data?.items, result.current.wishlist.data]).toEqual([[], []]),
    );

    let response: unknown;
    await act(async () => {
      response = await result.current.actions.add({
        productId: 'p1',
        quantity: 2,
        selectedSize: 'M',
      });
    });

    expect(result.current.cart.data?.items).toEqual([{ ...shirt, quantity: 2 }]);
    expect(response).toMatchObject({ success: true, message: 'ok' });
    await settle();
    expect(count('GET /api/shop/cart/get/u1')).toBe(1);
    expect(count('GET /api/shop/wishlist/get/u1')).toBe(1);
  });

  it('update and remove keep the cached cart in step with the server', async () => {
    cartBackend();
    const { result } = renderCart();
    await waitFor(() => expect(result.current.cart.data).toBeDefined());

    await act(() =>
      result.current.actions.add({ productId: 'p1', quantity: 1, selectedSize: 'M' }),
    );
    await act(() =>
      result.current.actions.update({ productId: 'p1', quantity: 3, selectedSize: 'M' }),
    );
    expect(result.current.cart.data?.items.map((item) => item.quantity)).toEqual([3]);

    await act(() => result.current.actions.remove({ productId: 'p1', selectedSize: 'M' }));
    expect(result.current.cart.data?.items).toEqual([]);
    await settle();
    expect(count('GET /api/shop/cart/get/u1')).toBe(1);
  });

  it('rejects with the server message as an ApiError and leaves the cart as it was', async () => {
    cartBackend();
    server.use(
      http.post(url('/api/shop/cart/add'), () =>
        HttpResponse.json({ success: false, message: 'Only 2 items available for size M' }),
      ),
    );
    const { result } = renderCart();
    await waitFor(() => expect(result.current.cart.data?.items).toEqual([]));

    // A failed call changes no state, so there is nothing to wrap in act().
    const error = await rejectionOf(
      result.current.actions.add({ productId: 'p1', quantity: 5, selectedSize: 'M' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'Only 2 items available for size M');
    expect(result.current.cart.data?.items).toEqual([]);
  });

  it('refuses to act without a user instead of sending a request', async () => {
    const { result } = renderApiHook(() => useCartActions(null));
    await expect(
      result.current.add({ productId: 'p1', quantity: 1, selectedSize: 'M' }),
    ).rejects.toThrow(/needs a logged-in user/);
    await settle();
    expect(count('POST /api/shop/cart/add')).toBe(0);
  });
});

function wishlistItem(productId: string): WishlistItem {
  return {
    productId,
    image: `https://img.test/${productId}.jpg`,
    title: `Product ${productId}`,
    price: 900,
    salePrice: 0,
    category: 'women',
    brand: 'h&m',
    averageReview: 4,
  };
}

function wishlistBackend() {
  let items: WishlistItem[] = [];
  const list = () => HttpResponse.json({ success: true, data: items });
  server.use(
    http.get(url('/api/shop/wishlist/get/u1'), list),
    http.get(url('/api/shop/wishlist/check/u1/:productId'), ({ params }) =>
      HttpResponse.json({
        success: true,
        data: { isInWishlist: items.some((entry) => entry.productId === params.productId) },
      }),
    ),
    http.post(url('/api/shop/wishlist/add'), async ({ request }) => {
      const { productId } = (await request.json()) as WishlistPayload;
      items = [...items, wishlistItem(productId)];
      return list();
    }),
    http.delete(url('/api/shop/wishlist/remove/u1/:productId'), ({ params }) => {
      items = items.filter((entry) => entry.productId !== params.productId);
      return list();
    }),
  );
}

function renderWishlist() {
  return renderApiHook(() => ({
    list: useWishlist('u1'),
    p1: useWishlistCheck('u1', 'p1'),
    p2: useWishlistCheck('u1', 'p2'),
    actions: useWishlistActions('u1'),
  }));
}

describe('useWishlistActions', () => {
  it('add flips the heart to true and updates the list without refetching', async () => {
    wishlistBackend();
    const { result } = renderWishlist();
    // Read all three in one go: SWR only re-renders for fields that have been read.
    await waitFor(() =>
      expect([result.current.p1.data, result.current.p2.data, result.current.list.data]).toEqual([
        false,
        false,
        [],
      ]),
    );

    await act(() => result.current.actions.add('p1'));

    expect(result.current.p1.data).toBe(true);
    expect(result.current.p2.data).toBe(false);
    expect(result.current.list.data).toEqual([wishlistItem('p1')]);
    await settle();
    expect(count('GET /api/shop/wishlist/get/u1')).toBe(1);
    expect(count('GET /api/shop/wishlist/check/u1/p1')).toBe(1);
    expect(count('GET /api/shop/wishlist/check/u1/p2')).toBe(1);
  });

  it('remove flips the heart back to false', async () => {
    wishlistBackend();
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.p1.data).toBe(false));
    await act(() => result.current.actions.add('p1'));
    await act(() => result.current.actions.remove('p1'));
    expect(result.current.p1.data).toBe(false);
    expect(result.current.list.data).toEqual([]);
  });

  it('rejects with the server message as an ApiError and keeps the heart as it was', async () => {
    wishlistBackend();
    server.use(
      http.post(url('/api/shop/wishlist/add'), () =>
        HttpResponse.json({ success: false, message: 'Product not found' }, { status: 404 }),
      ),
    );
    const { result } = renderWishlist();
    await waitFor(() => expect(result.current.p1.data).toBe(false));
    // A failed call changes no state, so there is nothing to wrap in act().
    const error = await rejectionOf(result.current.actions.add('p1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'Product not found');
    expect(result.current.p1.data).toBe(false);
  });
});

const review: ReviewPayload = {
  productId: 'p1',
  userId: 'u1',
  userName: 'asha',
  reviewMessage: 'Fits well',
  reviewValue: 4,
};

function reviewBackend() {
  const reviews: Review[] = [];
  const product = () =>
    makeProduct({
      _id: 'p1',
      averageReview: reviews.length
        ? reviews.reduce((sum, entry) => sum + entry.reviewValue, 0) / reviews.length
        : 0,
    });
  server.use(
    http.get(url('/api/shop/review/:productId'), ({ params }) =>
      HttpResponse.json({
        success: true,
        data: reviews.filter((entry) => entry.productId === params.productId),
      }),
    ),
    http.post(url('/api/shop/review/add'), async ({ request }) => {
      const body = (await request.json()) as ReviewPayload;
      reviews.push(body);
      return HttpResponse.json({ success: true, data: body });
    }),
    http.get(url('/api/shop/products/get/p1'), () =>
      HttpResponse.json({ success: true, data: product() }),
    ),
    http.get(url('/api/shop/products/get'), () =>
      HttpResponse.json({ success: true, data: [product()] }),
    ),
    http.get(url('/api/shop/cart/get/u1'), () =>
      HttpResponse.json({ success: true, data: { _id: 'c1', items: [] } }),
    ),
  );
}

describe('useReviewActions', () => {
  it('add refetches the reviews, the product and the listings, and nothing else', async () => {
    reviewBackend();
    const { result } = renderApiHook(() => ({
      reviews: useReviews('p1'),
      otherReviews: useReviews('p2'),
      product: useProduct('p1'),
      listing: useProducts({ filters: { category: ['men'] } }),
      cart: useCart('u1'),
      actions: useReviewActions(),
    }));
    await waitFor(() =>
      expect([
        result.current.reviews.data,
        result.current.otherReviews.data,
        result.current.product.data?.averageReview,
        result.current.listing.data?.[0]?.averageReview,
        result.current.cart.data?._id,
      ]).toEqual([[], [], 0, 0, 'c1']),
    );

    let response: unknown;
    await act(async () => {
      response = await result.current.actions.add(review);
    });

    expect(response).toEqual({ success: true, data: review });
    expect(result.current.reviews.data).toEqual([review]);
    expect(result.current.product.data?.averageReview).toBe(4);
    expect(result.current.listing.data?.[0]?.averageReview).toBe(4);
    await settle();
    expect(count('GET /api/shop/review/p1')).toBe(2);
    expect(count('GET /api/shop/products/get/p1')).toBe(2);
    expect(count('GET /api/shop/products/get?category=men&sortBy=price-lowtohigh')).toBe(2);
    expect(count('GET /api/shop/review/p2')).toBe(1);
    expect(count('GET /api/shop/cart/get/u1')).toBe(1);
  });

  it('rejects with the server message as an ApiError and refetches nothing', async () => {
    reviewBackend();
    server.use(
      http.post(url('/api/shop/review/add'), () =>
        HttpResponse.json(
          { success: false, message: 'You need to purchase product to review it.' },
          { status: 403 },
        ),
      ),
    );
    const { result } = renderApiHook(() => ({
      reviews: useReviews('p1'),
      actions: useReviewActions(),
    }));
    await waitFor(() => expect(result.current.reviews.data).toEqual([]));
    // A failed call changes no state, so there is nothing to wrap in act().
    const error = await rejectionOf(result.current.actions.add(review));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'You need to purchase product to review it.');
    await settle();
    expect(count('GET /api/shop/review/p1')).toBe(1);
  });
});

const home: AddressFields = {
  address: '12 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
  notes: 'Ring twice',
};

function addressBackend() {
  let addresses: Address[] = [];
  let nextId = 1;
  const list = () => HttpResponse.json({ success: true, data: addresses });
  server.use(
    http.get(url('/api/shop/address/get/u1'), list),
    http.get(url('/api/shop/cart/get/u1'), () =>
      HttpResponse.json({ success: true, data: { _id: 'c1', items: [] } }),
    ),
    http.post(url('/api/shop/address/add'), async ({ request }) => {
      if (addresses.length >= 3) {
        return HttpResponse.json(
          { success: false, message: 'You can add max 3 addresses' },
          { status: 400 },
        );
      }
      const address = { ...((await request.json()) as AddressPayload), _id: `a${nextId++}` };
      addresses = [...addresses, address];
      return HttpResponse.json({ success: true, data: address }, { status: 201 });
    }),
    http.put(url('/api/shop/address/update/u1/:id'), async ({ params, request }) => {
      const fields = (await request.json()) as AddressFields;
      addresses = addresses.map((entry) =>
        entry._id === params.id ? { ...entry, ...fields } : entry,
      );
      return HttpResponse.json({ success: true, data: addresses[0] });
    }),
    http.delete(url('/api/shop/address/delete/u1/:id'), ({ params }) => {
      addresses = addresses.filter((entry) => entry._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Address deleted successfully' });
    }),
  );
}

describe('useAddressActions', () => {
  it('add, update and remove refetch the address list and nothing else', async () => {
    addressBackend();
    const { result } = renderApiHook(() => ({
      addresses: useAddresses('u1'),
      cart: useCart('u1'),
      actions: useAddressActions('u1'),
    }));
    await waitFor(() =>
      expect([result.current.addresses.data, result.current.cart.data?._id]).toEqual([[], 'c1']),
    );

    await act(() => result.current.actions.add(home));
    expect(result.current.addresses.data).toEqual([{ ...home, userId: 'u1', _id: 'a1' }]);

    await act(() => result.current.actions.update('a1', { ...home, city: 'Mysuru' }));
    expect(result.current.addresses.data?.[0]?.city).toBe('Mysuru');

    await act(() => result.current.actions.remove('a1'));
    expect(result.current.addresses.data).toEqual([]);

    await settle();
    expect(count('GET /api/shop/address/get/u1')).toBe(4);
    expect(count('GET /api/shop/cart/get/u1')).toBe(1);
  });

  it('rejects with the server message when the limit is reached', async () => {
    addressBackend();
    const { result } = renderApiHook(() => useAddressActions('u1'));
    for (let i = 0; i < 3; i++) await act(() => result.current.add(home));

    const error = await rejectionOf(result.current.add(home));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'You can add max 3 addresses');
  });
});

const order: Omit<CreateOrderPayload, 'userId'> = {
  cartId: 'c1',
  cartItems: [shirt],
  addressInfo: {
    addressId: 'a1',
    address: '12 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    phone: '9876543210',
    notes: '',
  },
  paymentMethod: 'online',
  totalAmount: 1200,
};

const payment = {
  razorpay_order_id: 'rzp_o1',
  razorpay_payment_id: 'rzp_pay1',
  razorpay_signature: 'sig',
};
const capture: CaptureInput = { ...payment, orderData: { orderId: 'o1' } };

/** What the order backend saw: each create's Idempotency-Key and each capture's body. */
const seen = { keys: [] as Array<string | null>, captures: [] as unknown[] };

function orderBackend({ withOrderId = true } = {}) {
  let cartItems: CartItem[] = [shirt];
  let orders: Order[] = [];
  seen.keys = [];
  seen.captures = [];
  server.use(
    http.get(url('/api/shop/cart/get/u1'), () =>
      HttpResponse.json({ success: true, data: { _id: 'c1', items: cartItems } }),
    ),
    http.get(url('/api/shop/address/get/u1'), () => HttpResponse.json({ success: true, data: [] })),
    http.get(url('/api/shop/order/list/u1'), () =>
      HttpResponse.json({ success: true, data: orders }),
    ),
    http.get(url('/api/shop/order/details/o1'), () =>
      orders[0]
        ? HttpResponse.json({ success: true, data: orders[0] })
        : HttpResponse.json({ success: false, message: 'Order not found!' }, { status: 404 }),
    ),
    http.post(url('/api/shop/order/create'), async ({ request }) => {
      seen.keys.push(request.headers.get('idempotency-key'));
      const body = (await request.json()) as CreateOrderPayload;
      orders = [
        {
          ...body,
          _id: 'o1',
          orderStatus: 'pending',
          paymentStatus: 'pending',
          cashHandlingFee: 0,
          orderDate: '2025-01-01T00:00:00.000Z',
          paymentId: '',
        },
      ];
      return HttpResponse.json({
        success: true,
        ...(withOrderId ? { orderId: 'o1' } : {}),
        razorpayOrderId: 'rzp_o1',
        amount: 120000,
        currency: 'INR',
      });
    }),
    http.post(url('/api/shop/order/capture'), async ({ request }) => {
      seen.captures.push(await request.json());
      cartItems = [];
      orders = orders.map((entry) => ({
        ...entry,
        paymentStatus: 'paid',
        orderStatus: 'confirmed',
      }));
      return HttpResponse.json({ success: true, message: 'Order confirmed', data: orders[0] });
    }),
  );
}

/** The first order create gets no answer at all (the network drops it). */
function loseFirstCreate() {
  let lost = false;
  server.use(
    http.post(url('/api/shop/order/create'), ({ request }) => {
      if (lost) return undefined;
      lost = true;
      seen.keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.error();
    }),
  );
}

describe('useOrderActions', () => {
  it('create refetches the cart and the order list; capture also the order itself', async () => {
    orderBackend();
    const { result } = renderApiHook(() => ({
      cart: useCart('u1'),
      orders: useOrders('u1'),
      order: useOrder('o1', { shouldRetryOnError: false }),
      addresses: useAddresses('u1'),
      actions: useOrderActions('u1'),
    }));
    await waitFor(() =>
      expect([
        result.current.cart.data?.items.length,
        result.current.orders.data,
        result.current.addresses.data,
        result.current.order.error?.status,
      ]).toEqual([1, [], [], 404]),
    );

    let created: unknown;
    await act(async () => {
      created = await result.current.actions.create(order);
    });
    expect(created).toMatchObject({ orderId: 'o1', razorpayOrderId: 'rzp_o1' });
    expect(result.current.orders.data?.map((entry) => entry._id)).toEqual(['o1']);
    expect(count('GET /api/shop/cart/get/u1')).toBe(2);

    await act(() => result.current.actions.capture(capture));
    expect(result.current.cart.data?.items).toEqual([]);
    expect(result.current.order.data?.paymentStatus).toBe('paid');
    expect(result.current.orders.data?.[0]?.orderStatus).toBe('confirmed');

    await settle();
    expect(count('GET /api/shop/cart/get/u1')).toBe(3);
    expect(count('GET /api/shop/order/list/u1')).toBe(3);
    expect(count('GET /api/shop/order/details/o1')).toBe(2);
    expect(count('GET /api/shop/address/get/u1')).toBe(1);
  });

  it('a failed capture rejects with the server message', async () => {
    orderBackend();
    server.use(
      http.post(url('/api/shop/order/capture'), () =>
        HttpResponse.json(
          { success: false, message: 'Invalid payment signature' },
          { status: 400 },
        ),
      ),
    );
    const { result } = renderApiHook(() => useOrderActions('u1'));
    const error = await rejectionOf(result.current.capture(capture));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('message', 'Invalid payment signature');
  });

  it("sends the order's data again with the capture, with the orderId the create gave", async () => {
    orderBackend();
    const { result } = renderApiHook(() => useOrderActions('u1'));
    await act(async () => {
      await result.current.create(order);
      await result.current.capture(payment);
    });
    expect(seen.captures).toEqual([
      { ...payment, orderData: { ...order, userId: 'u1', orderId: 'o1' } },
    ]);
  });

  it('captures by the order data alone when the backend creates the order only then', async () => {
    orderBackend({ withOrderId: false });
    const { result } = renderApiHook(() => useOrderActions('u1'));
    await act(async () => {
      const created = await result.current.create(order);
      expect(created.orderId).toBeUndefined();
      // What shop-ui passes today: the orderId it has, here none.
      await result.current.capture({ ...payment, orderData: { orderId: created.orderId } });
    });
    expect(seen.captures).toEqual([{ ...payment, orderData: { ...order, userId: 'u1' } }]);
  });

  it('sends one Idempotency-Key per attempt, the same one when the attempt is retried', async () => {
    orderBackend();
    loseFirstCreate();
    const { result } = renderApiHook(() => useOrderActions('u1'));
    await expect(result.current.create(order)).rejects.toMatchObject({ kind: 'network' });
    await act(() => result.current.create(order));
    await act(() => result.current.create(order));
    await act(() => result.current.create(order, { idempotencyKey: 'caller-key' }));
    const [lost, retried, next, given] = seen.keys;
    expect(lost).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
    expect(given).toBe('caller-key');
  });

  it('starts a new attempt when the order changes, even after a failure without an answer', async () => {
    orderBackend();
    loseFirstCreate();
    const { result } = renderApiHook(() => useOrderActions('u1'));
    await expect(result.current.create(order)).rejects.toMatchObject({ kind: 'network' });
    await act(() => result.current.create({ ...order, paymentMethod: 'cod' }));
    expect(seen.keys).toHaveLength(2);
    expect(seen.keys[1]).not.toBe(seen.keys[0]);
  });
});
