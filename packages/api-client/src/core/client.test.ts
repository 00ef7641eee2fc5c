import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, createAdminApi } from '../admin';
import { createHandlers, createMockStore, fixtures, flattenHandlers } from '../mocks';
import { createApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './errors';

const BASE = 'http://api.test';
const server = setupServer();
const requests: Request[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

type Role = 'guest' | 'shopper' | 'admin';
/** The shopper's client and the back office's calls built on it. */
type ApiClient = ReturnType<typeof createApiClient> & AdminApi;
const clientFor = (baseURL: string): ApiClient => {
  const client = createApiClient({ baseURL });
  return { ...client, ...createAdminApi(client) };
};
interface Ids {
  userId: string;
  productId: string;
  sizeId: string;
  sizeText: string;
  addressId: string;
  orderId: string;
  featureId: string;
}

interface CallCase {
  name: string;
  as: Role;
  run: (api: ApiClient, ids: Ids) => Promise<unknown>;
  method: string;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  query?: Record<string, string>;
  fallback: string;
}

const shopper = fixtures.users.shopper;
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`fixtures have no ${what}`);
  return value;
}
const product = required(
  fixtures.products.find((p) => p.sizes.some((s) => s.stock > 2)),
  'product with stock',
);
const size = required(
  product.sizes.find((s) => s.stock > 2),
  'size with stock',
);
const address = {
  address: '221B Baker Street',
  city: 'Mumbai',
  pincode: '400001',
  phone: '9876543210',
  notes: 'Leave at the door',
};
const cartItem = (ids: Ids) => ({
  userId: ids.userId,
  productId: ids.productId,
  quantity: 1,
  selectedSize: ids.sizeText,
});
const productInput = {
  image: 'https://cdn.example/linen.png',
  title: 'Linen Summer Shirt',
  description: 'Breathable linen',
  category: 'men' as const,
  brand: 'zara' as const,
  price: 2499,
  salePrice: 1999,
  totalStock: 5,
  sizes: [{ size: 'M', stock: 5 }],
};

const cases: CallCase[] = [
  {
    name: 'auth.register',
    as: 'guest',
    run: (api) =>
      api.auth.register({ userName: 'Asha', email: 'asha@example.com', password: 'Asha12345' }),
    method: 'POST',
    path: () => '/api/auth/register',
    body: () => ({ userName: 'Asha', email: 'asha@example.com', password: 'Asha12345' }),
    fallback: 'Registration failed',
  },
  {
    name: 'auth.login',
    as: 'guest',
    run: (api) => api.auth.login({ email: shopper.email, password: shopper.password }),
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => ({ email: shopper.email, password: shopper.password }),
    fallback: 'Login failed',
  },
  {
    name: 'auth.logout',
    as: 'shopper',
    run: (api) => api.auth.logout(),
    method: 'POST',
    path: () => '/api/auth/logout',
    fallback: 'Logout failed',
  },
  {
    name: 'auth.checkAuth',
    as: 'shopper',
    run: (api) => api.auth.checkAuth(),
    method: 'GET',
    path: () => '/api/auth/check-auth',
    fallback: 'Authentication check failed',
  },
  {
    name: 'auth.verifyOtp',
    as: 'guest',
    run: (api) => api.auth.verifyOtp({ email: fixtures.users.unverified.email, otp: '123456' }),
    method: 'POST',
    path: () => '/api/auth/verify-otp',
    body: () => ({ email: fixtures.users.unverified.email, otp: '123456' }),
    fallback: 'OTP verification failed',
  },
  {
    name: 'auth.resendOtp',
    as: 'guest',
    run: (api) => api.auth.resendOtp({ email: fixtures.users.unverified.email }),
    method: 'POST',
    path: () => '/api/auth/resend-otp',
    body: () => ({ email: fixtures.users.unverified.email }),
    fallback: 'Failed to resend OTP',
  },
  {
    name: 'auth.forgotPassword',
    as: 'guest',
    run: (api) => api.auth.forgotPassword({ email: shopper.email }),
    method: 'POST',
    path: () => '/api/auth/forgot-password',
    body: () => ({ email: shopper.email }),
    fallback: 'Failed to send reset email',
  },
  {
    name: 'auth.resetPassword',
    as: 'guest',
    run: (api) => api.auth.resetPassword({ token: 'valid-token', newPassword: 'NewPass123' }),
    method: 'POST',
    path: () => '/api/auth/reset-password',
    body: () => ({ token: 'valid-token', newPassword: 'NewPass123' }),
    fallback: 'Password reset failed',
  },
  {
    name: 'adminProducts.add',
    as: 'admin',
    run: (api) => api.adminProducts.add(productInput),
    method: 'POST',
    path: () => '/api/admin/products/add',
    body: () => productInput,
    fallback: 'Failed to add product',
  },
  {
    name: 'adminProducts.fetchAll',
    as: 'admin',
    run: (api) => api.adminProducts.fetchAll(),
    method: 'GET',
    path: () => '/api/admin/products/fetch-all',
    fallback: 'Failed to load products',
  },
  {
    name: 'adminProducts.edit',
    as: 'admin',
    run: (api, ids) => api.adminProducts.edit(ids.productId, productInput),
    method: 'PUT',
    path: (ids) => `/api/admin/products/edit/${ids.productId}`,
    body: () => productInput,
    fallback: 'Failed to update product',
  },
  {
    name: 'adminProducts.remove',
    as: 'admin',
    run: (api, ids) => api.adminProducts.remove(ids.productId),
    method: 'DELETE',
    path: (ids) => `/api/admin/products/delete/${ids.productId}`,
    fallback: 'Failed to delete product',
  },
  {
    name: 'adminProducts.addSize',
    as: 'admin',
    run: (api, ids) => api.adminProducts.addSize(ids.productId, { size: 'XXL', stock: 4 }),
    method: 'POST',
    path: (ids) => `/api/admin/products/${ids.productId}/sizes`,
    body: () => ({ size: 'XXL', stock: 4 }),
    fallback: 'Failed to add size',
  },
  {
    name: 'adminProducts.updateSize',
    as: 'admin',
    run: (api, ids) => api.adminProducts.updateSize(ids.productId, ids.sizeId, { stock: 9 }),
    method: 'PUT',
    path: (ids) => `/api/admin/products/${ids.productId}/sizes/${ids.sizeId}`,
    body: () => ({ stock: 9 }),
    fallback: 'Failed to update size',
  },
  {
    name: 'adminProducts.removeSize',
    as: 'admin',
    run: (api, ids) => api.adminProducts.removeSize(ids.productId, ids.sizeId),
    method: 'DELETE',
    path: (ids) => `/api/admin/products/${ids.productId}/sizes/${ids.sizeId}`,
    fallback: 'Failed to delete size',
  },
  {
    name: 'adminOrders.list',
    as: 'admin',
    run: (api) => api.adminOrders.list(),
    method: 'GET',
    path: () => '/api/admin/orders/get',
    fallback: 'Failed to load orders',
  },
  {
    name: 'adminOrders.details',
    as: 'admin',
    run: (api, ids) => api.adminOrders.details(ids.orderId),
    method: 'GET',
    path: (ids) => `/api/admin/orders/details/${ids.orderId}`,
    fallback: 'Failed to load order',
  },
  {
    name: 'adminOrders.updateStatus',
    as: 'admin',
    run: (api, ids) => api.adminOrders.updateStatus(ids.orderId, { orderStatus: 'inShipping' }),
    method: 'PUT',
    path: (ids) => `/api/admin/orders/update/${ids.orderId}`,
    body: () => ({ orderStatus: 'inShipping' }),
    fallback: 'Failed to update order status',
  },
  {
    name: 'features.list',
    as: 'guest',
    run: (api) => api.features.list(),
    method: 'GET',
    path: () => '/api/common/feature/get',
    fallback: 'Failed to load feature images',
  },
  {
    name: 'features.add',
    as: 'admin',
    run: (api) => api.features.add({ image: 'https://cdn.example/banner.png' }),
    method: 'POST',
    path: () => '/api/common/feature/add',
    body: () => ({ image: 'https://cdn.example/banner.png' }),
    fallback: 'Failed to add feature image',
  },
  {
    name: 'features.remove',
    as: 'admin',
    run: (api, ids) => api.features.remove(ids.featureId),
    method: 'DELETE',
    path: (ids) => `/api/common/feature/delete/${ids.featureId}`,
    fallback: 'Failed to delete feature image',
  },
  {
    name: 'products.list',
    as: 'guest',
    run: (api) =>
      api.products.list({
        filters: { category: ['men', 'women'], brand: ['h&m', 'nike'] },
        sortBy: 'title-atoz',
      }),
    method: 'GET',
    path: () => '/api/shop/products/get',
    query: { category: 'men,women', brand: 'h&m,nike', sortBy: 'title-atoz' },
    fallback: 'Failed to load products',
  },
  {
    name: 'products.details',
    as: 'guest',
    run: (api, ids) => api.products.details(ids.productId),
    method: 'GET',
    path: (ids) => `/api/shop/products/get/${ids.productId}`,
    fallback: 'Failed to load product',
  },
  {
    name: 'cart.add',
    as: 'shopper',
    run: (api, ids) => api.cart.add(cartItem(ids)),
    method: 'POST',
    path: () => '/api/shop/cart/add',
    body: cartItem,
    fallback: 'Failed to add to cart',
  },
  {
    name: 'cart.get',
    as: 'shopper',
    run: (api, ids) => api.cart.get(ids.userId),
    method: 'GET',
    path: (ids) => `/api/shop/cart/get/${ids.userId}`,
    fallback: 'Failed to load cart',
  },
  {
    name: 'cart.update',
    as: 'shopper',
    run: async (api, ids) => {
      await api.cart.add(cartItem(ids));
      requests.length = 0;
      return api.cart.update({ ...cartItem(ids), quantity: 2 });
    },
    method: 'PUT',
    path: () => '/api/shop/cart/update',
    body: (ids) => ({ ...cartItem(ids), quantity: 2 }),
    fallback: 'Failed to update cart item',
  },
  {
    name: 'cart.remove',
    as: 'shopper',
    run: async (api, ids) => {
      await api.cart.add(cartItem(ids));
      requests.length = 0;
      return api.cart.remove(cartItem(ids));
    },
    method: 'DELETE',
    path: (ids) =>
      `/api/shop/cart/delete/${ids.userId}/${ids.productId}/${encodeURIComponent(ids.sizeText)}`,
    fallback: 'Failed to delete cart item',
  },
  {
    name: 'reviews.add',
    as: 'shopper',
    run: (api, ids) =>
      api.reviews.add({
        productId: ids.productId,
        userId: ids.userId,
        userName: shopper.userName,
        reviewMessage: 'Fits well',
        reviewValue: 4,
      }),
    method: 'POST',
    path: () => '/api/shop/review/add',
    body: (ids) => ({
      productId: ids.productId,
      userId: ids.userId,
      userName: shopper.userName,
      reviewMessage: 'Fits well',
      reviewValue: 4,
    }),
    fallback: 'Failed to add review',
  },
  {
    name: 'reviews.list',
    as: 'guest',
    run: (api, ids) => api.reviews.list(ids.productId),
    method: 'GET',
    path: (ids) => `/api/shop/review/${ids.productId}`,
    fallback: 'Failed to load reviews',
  },
  {
    name: 'wishlist.add',
    as: 'shopper',
    run: (api, ids) => api.wishlist.add({ userId: ids.userId, productId: ids.productId }),
    method: 'POST',
    path: () => '/api/shop/wishlist/add',
    body: (ids) => ({ userId: ids.userId, productId: ids.productId }),
    fallback: 'Failed to add to wishlist',
  },
  {
    name: 'wishlist.get',
    as: 'shopper',
    run: (api, ids) => api.wishlist.get(ids.userId),
    method: 'GET',
    path: (ids) => `/api/shop/wishlist/get/${ids.userId}`,
    fallback: 'Failed to load wishlist',
  },
  {
    name: 'wishlist.remove',
    as: 'shopper',
    run: async (api, ids) => {
      await api.wishlist.add({ userId: ids.userId, productId: ids.productId });
      requests.length = 0;
      return api.wishlist.remove({ userId: ids.userId, productId: ids.productId });
    },
    method: 'DELETE',
    path: (ids) => `/api/shop/wishlist/remove/${ids.userId}/${ids.productId}`,
    fallback: 'Failed to remove from wishlist',
  },
  {
    name: 'wishlist.check',
    as: 'shopper',
    run: (api, ids) => api.wishlist.check({ userId: ids.userId, productId: ids.productId }),
    method: 'GET',
    path: (ids) => `/api/shop/wishlist/check/${ids.userId}/${ids.productId}`,
    fallback: 'Failed to check wishlist',
  },
  {
    name: 'addresses.add',
    as: 'shopper',
    run: (api, ids) => api.addresses.add({ ...address, userId: ids.userId }),
    method: 'POST',
    path: () => '/api/shop/address/add',
    body: (ids) => ({ ...address, userId: ids.userId }),
    fallback: 'Failed to add address',
  },
  {
    name: 'addresses.get',
    as: 'shopper',
    run: (api, ids) => api.addresses.get(ids.userId),
    method: 'GET',
    path: (ids) => `/api/shop/address/get/${ids.userId}`,
    fallback: 'Failed to load addresses',
  },
  {
    name: 'addresses.update',
    as: 'shopper',
    run: (api, ids) => api.addresses.update(ids.userId, ids.addressId, address),
    method: 'PUT',
    path: (ids) => `/api/shop/address/update/${ids.userId}/${ids.addressId}`,
    body: () => address,
    fallback: 'Failed to update address',
  },
  {
    name: 'addresses.remove',
    as: 'shopper',
    run: (api, ids) => api.addresses.remove(ids.userId, ids.addressId),
    method: 'DELETE',
    path: (ids) => `/api/shop/address/delete/${ids.userId}/${ids.addressId}`,
    fallback: 'Failed to delete address',
  },
  {
    name: 'orders.create',
    as: 'shopper',
    run: async (api, ids) => {
      await api.cart.add(cartItem(ids));
      requests.length = 0;
      return api.orders.create(await orderPayload(api, ids));
    },
    method: 'POST',
    path: () => '/api/shop/order/create',
    fallback: 'Failed to create order',
  },
  {
    name: 'orders.capture',
    as: 'shopper',
    run: async (api, ids) => {
      await api.cart.add(cartItem(ids));
      const created = await api.orders.create(await orderPayload(api, ids));
      requests.length = 0;
      return api.orders.capture(captureBody(created.orderId ?? '', created.razorpayOrderId ?? ''));
    },
    method: 'POST',
    path: () => '/api/shop/order/capture',
    fallback: 'Payment verification failed',
  },
  {
    name: 'orders.list',
    as: 'shopper',
    run: (api, ids) => api.orders.list(ids.userId),
    method: 'GET',
    path: (ids) => `/api/shop/order/list/${ids.userId}`,
    fallback: 'Failed to load orders',
  },
  {
    name: 'orders.details',
    as: 'shopper',
    run: (api, ids) => api.orders.details(ids.orderId),
    method: 'GET',
    path: (ids) => `/api/shop/order/details/${ids.orderId}`,
    fallback: 'Failed to load order',
  },
  {
    name: 'search.products',
    as: 'guest',
    run: (api) => api.search.products('denim jacket'),
    method: 'GET',
    path: () => '/api/shop/search/denim%20jacket',
    fallback: 'Search failed',
  },
];

function captureBody(orderId: string, providerOrderId: string) {
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: 'pay_test_1',
    razorpay_signature: 'sig_test_1',
    orderData: { orderId },
  };
}

async function orderPayload(api: ApiClient, ids: Ids) {
  const cart = (await api.cart.get(ids.userId)).data;
  const saved = (await api.addresses.get(ids.userId)).data[0];
  if (!saved) throw new Error('shopper fixture has no address');
  return {
    userId: ids.userId,
    cartId: cart._id,
    cartItems: cart.items.map(({ salePrice, ...item }) => ({
      ...item,
      price: salePrice > 0 ? salePrice : item.price,
    })),
    addressInfo: { ...address, addressId: saved._id },
    paymentMethod: 'online' as const,
    totalAmount: 1,
  };
}

async function arrange(as: Role) {
  const store = createMockStore({ signedInAs: as === 'guest' ? null : as });
  server.use(...flattenHandlers(createHandlers(store)));
  const api = clientFor(BASE);
  // Ids come from the fixtures as the shopper and admin see them.
  const shopperStore = createMockStore({ signedInAs: 'shopper' });
  const adminStore = createMockStore({ signedInAs: 'admin' });
  const order = shopperStore.orders.find((o) => o.userId === shopper.id);
  const addressId = shopperStore.addresses.find((a) => a.userId === shopper.id)?._id;
  const featureId = adminStore.featureImages[0]?._id;
  if (!order || !addressId || !featureId)
    throw new Error('fixtures lack an order, address or feature');
  const ids: Ids = {
    userId: shopper.id,
    productId: product._id,
    sizeId: size._id,
    sizeText: size.size,
    addressId,
    orderId: order._id,
    featureId,
  };
  return { api, ids };
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

describe.each(cases)('$name', (call) => {
  it(`sends ${call.method} with credentials and the contract's path, query and body`, async () => {
    const { api, ids } = await arrange(call.as);
    const response = await call.run(api, ids);
    expect(response).toMatchObject({ success: true });

    const request = requests.at(-1);
    if (!request) throw new Error('no request was sent');
    const url = new URL(request.url);
    expect(request.method).toBe(call.method);
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toBe(call.path(ids));
    expect(Object.fromEntries(url.searchParams)).toEqual(call.query ?? {});
    expect(request.credentials).toBe('include');
    if (call.body) expect(await readBody(request)).toEqual(call.body(ids));
  });

  it(`rejects with ApiError '${call.fallback}' when the server says nothing`, async () => {
    const { api, ids } = await arrange(call.as);
    server.use(
      http.all(`${BASE}${call.path(ids)}`, () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    const error = await call.run(api, ids).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, kind: 'http', message: call.fallback });
  });
});

describe('request details', () => {
  it('asks caches not to answer the session check', async () => {
    const { api } = await arrange('shopper');
    await api.auth.checkAuth();
    const headers = requests.at(-1)?.headers;
    expect(headers?.get('cache-control')).toContain('no-store');
    expect(headers?.get('pragma')).toBe('no-cache');
    expect(headers?.get('expires')).toBe('0');
  });

  it('sends logout without a body', async () => {
    const { api } = await arrange('shopper');
    await api.auth.logout();
    expect(await requests.at(-1)?.text()).toBe('');
  });

  it('uploads the image as multipart field my_file', async () => {
    const { api } = await arrange('admin');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(api.adminProducts).toBeDefined();
    const response = await api.adminProducts.uploadImage(
      new Blob([png], { type: 'image/png' }),
      'tee.png',
    );
    expect(response.result.url).toBeTruthy();
    const request = requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/admin/products/image-upload');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.credentials).toBe('include');
    const form = await request?.formData();
    const file = form?.get('my_file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('tee.png');
  });

  it('reads the upload failure default', async () => {
    const { api } = await arrange('admin');
    server.use(
      http.post(`${BASE}/api/admin/products/image-upload`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    await expect(api.adminProducts.uploadImage(new Blob(['x']))).rejects.toMatchObject({
      message: 'Failed to upload image',
    });
  });

  it('leaves empty filters out of the product query', async () => {
    const { api } = await arrange('guest');
    await api.products.list({ filters: { category: [], brand: ['puma'] } });
    expect(new URL(requests.at(-1)?.url ?? '').search).toBe('?brand=puma');
    await api.products.list();
    expect(new URL(requests.at(-1)?.url ?? '').search).toBe('');
  });

  it('joins a base URL that ends in a slash', async () => {
    const store = createMockStore();
    server.use(...flattenHandlers(createHandlers(store)));
    await createApiClient({ baseURL: `${BASE}/` }).features.list();
    expect(requests.at(-1)?.url).toBe(`${BASE}/api/common/feature/get`);
  });

  it('uses an injected fetch and extra headers', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      baseURL: BASE,
      headers: { 'X-Client': 'atelier-tests' },
      fetch: async (input, init) => {
        seen.push(`${init?.method} ${String(input)} ${new Headers(init?.headers).get('x-client')}`);
        return Response.json({ success: true, data: [] });
      },
    });
    await api.features.list();
    expect(seen).toEqual([`GET ${BASE}/api/common/feature/get atelier-tests`]);
  });
});

describe('extensions', () => {
  it('asks for a page with card fields when given one', async () => {
    const { api } = await arrange('guest');
    const answer = await api.products.list(
      { sortBy: 'sales-hightolow' },
      { page: 2, limit: 8, fields: 'card' },
    );
    expect(new URL(requests.at(-1)?.url ?? '').search).toBe(
      '?sortBy=sales-hightolow&page=2&limit=8&fields=card',
    );
    expect(answer).toMatchObject({ page: 2, limit: 8, total: fixtures.products.length });
  });

  it('sends an Idempotency-Key with order create only when given one', async () => {
    const { api, ids } = await arrange('shopper');
    await api.cart.add(cartItem(ids));
    const payload = { ...(await orderPayload(api, ids)), paymentMethod: 'cod' as const };
    await api.orders.create(payload, { idempotencyKey: 'key-1' });
    expect(requests.at(-1)?.headers.get('idempotency-key')).toBe('key-1');
    await api.cart.add(cartItem(ids));
    await api.orders.create(await orderPayload(api, ids));
    expect(requests.at(-1)?.headers.has('idempotency-key')).toBe(false);
  });

  it('leaves the key out for a backend whose CORS set-up refuses it', async () => {
    const seen: Array<string | null> = [];
    const api = createApiClient({
      baseURL: BASE,
      idempotencyKeys: false,
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('idempotency-key'));
        return Response.json({ success: true, orderId: 'o1' });
      },
    });
    const payload = {
      userId: 'u1',
      cartId: 'c1',
      cartItems: [],
      addressInfo: { ...address, addressId: 'a1' },
      paymentMethod: 'cod' as const,
      totalAmount: 60,
    };
    await api.orders.create(payload, { idempotencyKey: 'key-2' });
    expect(seen).toEqual([null]);
  });
});

describe('a 404 on a list read', () => {
  const lists: Array<[string, (api: ApiClient) => Promise<{ data: unknown }>, unknown]> = [
    ['products', (api) => api.products.list(), []],
    ['search', (api) => api.search.products('linen shirt'), []],
    ['reviews', (api) => api.reviews.list('p1'), []],
    ['features', (api) => api.features.list(), []],
    ['cart', (api) => api.cart.get('u1'), { _id: '', userId: 'u1', items: [] }],
    ['wishlist', (api) => api.wishlist.get('u1'), []],
    ['addresses', (api) => api.addresses.get('u1'), []],
    ['orders', (api) => api.orders.list('u1'), []],
    ['admin products', (api) => api.adminProducts.fetchAll(), []],
    ['admin orders', (api) => api.adminOrders.list(), []],
  ];

  it.each(lists)('reads %s as an empty list', async (_name, read, empty) => {
    server.use(
      http.get(`${BASE}/api/*`, () =>
        HttpResponse.json({ success: false, message: 'No records found' }, { status: 404 }),
      ),
    );
    await expect(read(clientFor(BASE))).resolves.toEqual({ success: true, data: empty });
  });

  it('is still an error for a single item', async () => {
    server.use(
      http.get(`${BASE}/api/*`, () =>
        HttpResponse.json({ success: false, message: 'Order not found' }, { status: 404 }),
      ),
    );
    await expect(clientFor(BASE).orders.details('o1')).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });
});

describe('errors', () => {
  it("carries the server's message and status", async () => {
    const { api } = await arrange('guest');
    server.use(
      http.post(`${BASE}/api/auth/login`, () =>
        HttpResponse.json(
          { success: false, message: 'Incorrect email or password' },
          { status: 401 },
        ),
      ),
    );
    await expect(api.auth.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      kind: 'http',
      message: 'Incorrect email or password',
    });
  });

  it('treats a 200 answer with success false as a failure', async () => {
    const { api } = await arrange('guest');
    server.use(http.post(`${BASE}/api/auth/register`, () => HttpResponse.json({ success: false })));
    await expect(
      api.auth.register({ userName: 'a', email: 'a@b.co', password: 'abcdefg1' }),
    ).rejects.toMatchObject({ status: 200, kind: 'rejected', message: 'Registration failed' });
  });

  it('turns a network failure into a readable ApiError', async () => {
    const { api } = await arrange('guest');
    server.use(http.get(`${BASE}/api/shop/products/get`, () => HttpResponse.error()));
    await expect(api.products.list()).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('has no timeout by default but honours one when set', async () => {
    const slow = (ms: number) =>
      http.get(`${BASE}/api/common/feature/get`, async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return HttpResponse.json({ success: true, data: [] });
      });
    server.use(slow(80));
    await expect(createApiClient({ baseURL: BASE }).features.list()).resolves.toMatchObject({
      success: true,
    });
    server.use(slow(200));
    await expect(
      createApiClient({ baseURL: BASE, timeout: 30 }).features.list(),
    ).rejects.toMatchObject({
      status: 0,
      kind: 'timeout',
      message: TIMEOUT_ERROR_MESSAGE,
    });
  });
});
