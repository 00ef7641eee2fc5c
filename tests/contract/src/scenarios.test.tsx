// @vitest-environment jsdom
/**
 * The mock backend's scenarios, held to what they promise: each stands for a kind of backend
 * (or a bad day) the shop must cope with, exercised through the client the shop uses.
 */
import {
  buildOrderData,
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  SERVER_MESSAGES,
  sortProducts,
} from '@atelier/api-client';
import {
  createHandlers,
  createMockStore,
  fixtures,
  flattenHandlers,
  type MockStore,
  scenarios,
} from '@atelier/api-client/mocks';
import {
  ApiProvider,
  useAddresses,
  useAdminOrders,
  useAdminProducts,
  useBestSellers,
  useCart,
  useFeatures,
  useOrderActions,
  useOrders,
  useProductListing,
  useProducts,
  useReviews,
  useSearch,
  useWishlist,
} from '@atelier/api-client/swr';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const BASE = 'http://api.test';
const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const { pathname, search } = new URL(request.url);
  requests.push(`${request.method} ${decodeURIComponent(pathname)}${decodeURIComponent(search)}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

const { shopper } = fixtures.users;

function render<Result>(hook: () => Result) {
  const client = createApiClient({ baseURL: BASE });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </ApiProvider>
  );
  return renderHook(hook, { wrapper });
}

const reference = (store: MockStore) => flattenHandlers(createHandlers(store));

/** Pays the way the test provider's window does. */
async function pay(providerOrderId: string) {
  const response = await fetch(`${BASE}/api/payments/test/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ order_id: providerOrderId }),
  });
  return response.json();
}

describe.each([
  ['creates the order first (the reference server)', reference],
  [
    'creates the order only at capture',
    (store: MockStore) => scenarios.onlineOrdersAtCapture({ store }),
  ],
] as Array<[string, (store: MockStore) => HttpHandler[]]>)(
  'an online purchase against a backend that %s',
  (_kind, handlers) => {
    it('completes: the order is confirmed and paid, the cart empties', async () => {
      const store = createMockStore({ signedInAs: 'shopper' });
      server.use(...handlers(store));
      const { result } = render(() => ({
        actions: useOrderActions(shopper.id),
        cart: useCart(shopper.id),
      }));
      await waitFor(() => expect(result.current.cart.data?.items.length).toBeGreaterThan(0));
      const cart = result.current.cart.data;
      const address = store.addresses.find((entry) => entry.userId === shopper.id);
      if (!cart || !address) throw new Error('the demo shopper has a cart and an address');
      const { userId: _user, ...order } = buildOrderData({
        userId: shopper.id,
        cart,
        address,
        paymentMethod: 'online',
      });

      const before = store.orders.length;
      let orderId: string | undefined;
      await act(async () => {
        const created = await result.current.actions.create(order);
        const payment = await pay(created.razorpayOrderId ?? '');
        // What shop-ui passes: the payment, and the orderId when the create answer had one.
        const captured = await result.current.actions.capture({
          ...payment,
          orderData: { orderId: created.orderId },
        });
        orderId = captured.data._id;
      });
      expect(store.orders).toHaveLength(before + 1);
      expect(store.orders.find((entry) => entry._id === orderId)).toMatchObject({
        paymentMethod: 'online',
        paymentStatus: 'paid',
        orderStatus: 'confirmed',
      });
      await waitFor(() => expect(result.current.cart.data?.items).toEqual([]));
    });
  },
);

describe('a backend that answers empty lists with 404', () => {
  it('shows every list empty, without an error', async () => {
    server.use(...scenarios.emptyListsNotFound({ seed: 'empty', signedInAs: 'admin' }));
    const { result } = render(() => [
      useProducts(),
      useSearch('linen shirt'),
      useFeatures(),
      useReviews('65b2a7c1ffffffffffffffff'),
      useAdminProducts(),
      useAdminOrders(),
    ]);
    // Read every list's state each time: SWR re-renders only for the fields a render read.
    await waitFor(() =>
      expect(result.current.map((list) => [list.isLoading, list.data, list.error])).toEqual(
        Array.from({ length: 6 }, () => [false, [], undefined]),
      ),
    );
    expect(requests).toHaveLength(6);
  });

  it("shows a new shopper's orders, cart, wishlist and addresses empty", async () => {
    server.use(...scenarios.emptyListsNotFound({ seed: 'empty', signedInAs: 'shopper' }));
    const { result } = render(() => ({
      orders: useOrders(shopper.id),
      cart: useCart(shopper.id),
      wishlist: useWishlist(shopper.id),
      addresses: useAddresses(shopper.id),
    }));
    await waitFor(() =>
      expect(
        Object.values(result.current).map((list) => [list.isLoading, list.error, list.data]),
      ).toEqual([
        [false, undefined, []],
        [false, undefined, expect.objectContaining({ items: [] })],
        [false, undefined, []],
        [false, undefined, []],
      ]),
    );
  });
});

describe('a backend that honours only the plain contract', () => {
  it('gives the listing the whole list to sort locally, and the best sellers', async () => {
    server.use(...scenarios.plainContract());
    const { result } = render(() => ({
      listing: useProductListing({ sortBy: 'title-atoz' }),
      best: useBestSellers(),
    }));
    await waitFor(() => expect(result.current.listing.mode).toBe('local'));
    const ids = (list: ReadonlyArray<{ _id: string } | undefined>) =>
      list.map((entry) => entry?._id);
    expect(ids(result.current.listing.items)).toEqual(
      ids(sortProducts(fixtures.products, 'title-atoz')),
    );
    await waitFor(() =>
      expect(ids(result.current.best.data ?? [])).toEqual(
        ids(sortProducts(fixtures.products, 'sales-hightolow').slice(0, 8)),
      ),
    );
  });

  it('ignores the Idempotency-Key: each create places an order', async () => {
    const store = createMockStore({ signedInAs: 'shopper' });
    server.use(...scenarios.plainContract({ store }));
    const client = createApiClient({ baseURL: BASE });
    const cart = (await client.cart.get(shopper.id)).data;
    const address = store.addresses.find((entry) => entry.userId === shopper.id);
    if (!address) throw new Error('the demo shopper has an address');
    const order = buildOrderData({ userId: shopper.id, cart, address, paymentMethod: 'online' });
    const before = store.orders.length;
    await client.orders.create(order, { idempotencyKey: 'same' });
    await client.orders.create(order, { idempotencyKey: 'same' });
    expect(store.orders).toHaveLength(before + 2);
  });
});

describe('bad days', () => {
  const client = createApiClient({ baseURL: BASE });

  it('empty: every list succeeds with nothing in it', async () => {
    server.use(...scenarios.empty(), ...reference(createMockStore({ signedInAs: 'shopper' })));
    expect((await client.products.list()).data).toEqual([]);
    expect((await client.cart.get(shopper.id)).data.items).toEqual([]);
    expect((await client.orders.list(shopper.id)).data).toEqual([]);
    expect((await client.search.products('jeans')).data).toEqual([]);
    await expect(client.orders.details('x')).rejects.toMatchObject({
      status: 404,
      message: SERVER_MESSAGES.orders.notFound,
    });
  });

  it('empty, limited to one group, leaves the others alone', async () => {
    server.use(
      ...scenarios.empty('orders'),
      ...reference(createMockStore({ signedInAs: 'shopper' })),
    );
    expect((await client.orders.list(shopper.id)).data).toEqual([]);
    expect((await client.products.list()).data.length).toBeGreaterThan(0);
  });

  it("serverError: every call fails with the server's fault message", async () => {
    server.use(...scenarios.serverError(503));
    await expect(client.products.list()).rejects.toMatchObject({
      status: 503,
      kind: 'http',
      message: SERVER_MESSAGES.common.internalError,
    });
  });

  it('networkFailure: calls fail without an answer', async () => {
    server.use(...scenarios.networkFailure(['products']), ...reference(createMockStore()));
    await expect(client.products.list()).rejects.toMatchObject({
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
    await expect(client.features.list()).resolves.toMatchObject({ success: true });
  });

  it('slow: holds the answer back, then answers from the handlers after it', async () => {
    server.use(...scenarios.slow(120), ...reference(createMockStore()));
    const started = performance.now();
    const { data } = await client.products.list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(data).toHaveLength(fixtures.products.length);
  });
});
