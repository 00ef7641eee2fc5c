import type { Product } from '@atelier/api-client';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../seed/seed';
import type { Client, TestServer } from './harness';

/** Who may call an endpoint; the matrix derives every actor's expected status from it. */
export type Access =
  /** Anyone; the answer is never 401 or 403. */
  | 'public'
  /** Any signed-in user. */
  | 'session'
  /** Only shopper A, whose id the path or body names: others get 403. */
  | 'owner'
  /** Only A; everyone else sees "not found" so the order's existence is not revealed. */
  | 'owner-404'
  /** A or the admin; another shopper sees "not found". */
  | 'owner-or-admin-404'
  | 'admin';

export interface Fixture {
  a: {
    id: string;
    addressId: string;
    codOrderId: string;
    onlineOrderId: string;
    capture: Record<string, string>;
  };
  b: { id: string };
  product: Product;
  size: string;
  spareProductId: string;
  spareSizeId: string;
  featureId: string;
  loginEmail: string;
}

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (f: Fixture) => string;
  body?: (f: Fixture) => unknown;
  access: Access;
  multipart?: boolean;
}

const unique = () => `m${Math.random().toString(36).slice(2)}@example.test`;
const productInput = (f: Fixture) => ({
  image: 'https://cdn.example/p.png',
  title: 'Matrix Tee',
  description: 'For the matrix',
  category: 'men',
  brand: 'nike',
  price: 100,
  salePrice: 0,
  totalStock: 0,
  sizes: [{ size: f.size, stock: 3 }],
});
const address = {
  address: '1 Road',
  city: 'Town',
  pincode: '100001',
  phone: '9000000000',
  notes: 'n',
};

/** Every endpoint of the contract plus the server's own extras, with a valid call for each. */
export const ENDPOINTS: Endpoint[] = [
  {
    name: 'register',
    method: 'POST',
    path: () => '/api/auth/register',
    body: () => ({ userName: 'M', email: unique(), password: 'Matrix123' }),
    access: 'public',
  },
  {
    name: 'login',
    method: 'POST',
    path: () => '/api/auth/login',
    body: (f) => ({ email: f.loginEmail, password: 'Matrix123' }),
    access: 'public',
  },
  { name: 'logout', method: 'POST', path: () => '/api/auth/logout', access: 'public' },
  { name: 'check-auth', method: 'GET', path: () => '/api/auth/check-auth', access: 'session' },
  {
    name: 'verify-otp',
    method: 'POST',
    path: () => '/api/auth/verify-otp',
    body: () => ({ email: unique(), otp: '123456' }),
    access: 'public',
  },
  {
    name: 'resend-otp',
    method: 'POST',
    path: () => '/api/auth/resend-otp',
    body: () => ({ email: unique() }),
    access: 'public',
  },
  {
    name: 'forgot-password',
    method: 'POST',
    path: () => '/api/auth/forgot-password',
    body: () => ({ email: DEMO_SHOPPER.email }),
    access: 'public',
  },
  {
    name: 'reset-password',
    method: 'POST',
    path: () => '/api/auth/reset-password',
    body: () => ({ token: 'not-a-token', newPassword: 'Matrix123' }),
    access: 'public',
  },

  {
    name: 'admin image-upload',
    method: 'POST',
    path: () => '/api/admin/products/image-upload',
    access: 'admin',
    multipart: true,
  },
  {
    name: 'admin add product',
    method: 'POST',
    path: () => '/api/admin/products/add',
    body: productInput,
    access: 'admin',
  },
  {
    name: 'admin fetch-all',
    method: 'GET',
    path: () => '/api/admin/products/fetch-all',
    access: 'admin',
  },
  {
    name: 'admin add size',
    method: 'POST',
    path: (f) => `/api/admin/products/${f.spareProductId}/sizes`,
    body: () => ({ size: 'XXL', stock: 2 }),
    access: 'admin',
  },
  {
    name: 'admin update size',
    method: 'PUT',
    path: (f) => `/api/admin/products/${f.product._id}/sizes/${f.product.sizes[0]?._id}`,
    body: (f) => ({ stock: f.product.sizes[0]?.stock ?? 0 }),
    access: 'admin',
  },
  {
    name: 'admin delete size',
    method: 'DELETE',
    path: (f) => `/api/admin/products/${f.spareProductId}/sizes/${f.spareSizeId}`,
    access: 'admin',
  },
  {
    name: 'admin edit product',
    method: 'PUT',
    path: (f) => `/api/admin/products/edit/${f.spareProductId}`,
    body: productInput,
    access: 'admin',
  },
  {
    name: 'admin delete product',
    method: 'DELETE',
    path: (f) => `/api/admin/products/delete/${f.spareProductId}`,
    access: 'admin',
  },
  { name: 'admin orders', method: 'GET', path: () => '/api/admin/orders/get', access: 'admin' },
  {
    name: 'admin order details',
    method: 'GET',
    path: (f) => `/api/admin/orders/details/${f.a.codOrderId}`,
    access: 'admin',
  },
  {
    name: 'admin order update',
    method: 'PUT',
    path: (f) => `/api/admin/orders/update/${f.a.codOrderId}`,
    body: () => ({ orderStatus: 'inProcess' }),
    access: 'admin',
  },

  { name: 'features get', method: 'GET', path: () => '/api/common/feature/get', access: 'public' },
  {
    name: 'features add',
    method: 'POST',
    path: () => '/api/common/feature/add',
    body: () => ({ image: 'https://cdn.example/b.png' }),
    access: 'admin',
  },
  {
    name: 'features delete',
    method: 'DELETE',
    path: (f) => `/api/common/feature/delete/${f.featureId}`,
    access: 'admin',
  },

  {
    name: 'products list',
    method: 'GET',
    path: () => '/api/shop/products/get?category=men&sortBy=title-atoz',
    access: 'public',
  },
  {
    name: 'product facets',
    method: 'GET',
    path: () => '/api/shop/products/facets?category=men&size=M&minPrice=100',
    access: 'public',
  },
  {
    name: 'product details',
    method: 'GET',
    path: (f) => `/api/shop/products/get/${f.product._id}`,
    access: 'public',
  },
  { name: 'search', method: 'GET', path: () => '/api/shop/search/jacket', access: 'public' },

  {
    name: 'cart add',
    method: 'POST',
    path: () => '/api/shop/cart/add',
    body: (f) => ({ userId: f.a.id, productId: f.product._id, quantity: 1, selectedSize: f.size }),
    access: 'owner',
  },
  { name: 'cart get', method: 'GET', path: (f) => `/api/shop/cart/get/${f.a.id}`, access: 'owner' },
  {
    name: 'cart update',
    method: 'PUT',
    path: () => '/api/shop/cart/update',
    body: (f) => ({ userId: f.a.id, productId: f.product._id, quantity: 1, selectedSize: f.size }),
    access: 'owner',
  },
  {
    name: 'cart delete',
    method: 'DELETE',
    path: (f) => `/api/shop/cart/delete/${f.a.id}/${f.product._id}/${encodeURIComponent(f.size)}`,
    access: 'owner',
  },

  {
    name: 'review add',
    method: 'POST',
    path: () => '/api/shop/review/add',
    body: (f) => ({
      productId: f.product._id,
      userId: f.a.id,
      userName: 'A',
      reviewMessage: 'Nice',
      reviewValue: 4,
    }),
    access: 'owner',
  },
  {
    name: 'review list',
    method: 'GET',
    path: (f) => `/api/shop/review/${f.product._id}`,
    access: 'public',
  },

  {
    name: 'wishlist add',
    method: 'POST',
    path: () => '/api/shop/wishlist/add',
    body: (f) => ({ userId: f.a.id, productId: f.product._id }),
    access: 'owner',
  },
  {
    name: 'wishlist get',
    method: 'GET',
    path: (f) => `/api/shop/wishlist/get/${f.a.id}`,
    access: 'owner',
  },
  {
    name: 'wishlist check',
    method: 'GET',
    path: (f) => `/api/shop/wishlist/check/${f.a.id}/${f.product._id}`,
    access: 'owner',
  },
  {
    name: 'wishlist remove',
    method: 'DELETE',
    path: (f) => `/api/shop/wishlist/remove/${f.a.id}/${f.product._id}`,
    access: 'owner',
  },

  {
    name: 'address add',
    method: 'POST',
    path: () => '/api/shop/address/add',
    body: (f) => ({ ...address, userId: f.a.id }),
    access: 'owner',
  },
  {
    name: 'address get',
    method: 'GET',
    path: (f) => `/api/shop/address/get/${f.a.id}`,
    access: 'owner',
  },
  {
    name: 'address update',
    method: 'PUT',
    path: (f) => `/api/shop/address/update/${f.a.id}/${f.a.addressId}`,
    body: () => address,
    access: 'owner',
  },

  {
    name: 'order create',
    method: 'POST',
    path: () => '/api/shop/order/create',
    body: (f) => ({
      userId: f.a.id,
      cartId: '',
      // Two units: the fixture's own cash order of one unit must not look like a repeat.
      cartItems: [
        {
          productId: f.product._id,
          selectedSize: f.size,
          quantity: 2,
          title: 't',
          image: 'i',
          price: 1,
        },
      ],
      addressInfo: { addressId: f.a.addressId, ...address },
      paymentMethod: 'cod',
      totalAmount: 1,
    }),
    access: 'owner',
  },
  {
    name: 'order capture',
    method: 'POST',
    path: () => '/api/shop/order/capture',
    body: (f) => ({ ...f.a.capture, orderData: { orderId: f.a.onlineOrderId } }),
    access: 'owner-404',
  },
  {
    name: 'order list',
    method: 'GET',
    path: (f) => `/api/shop/order/list/${f.a.id}`,
    access: 'owner',
  },
  {
    name: 'order details',
    method: 'GET',
    path: (f) => `/api/shop/order/details/${f.a.codOrderId}`,
    access: 'owner-or-admin-404',
  },
  // Last of A's rows: it removes the address the order rows use.
  {
    name: 'address delete',
    method: 'DELETE',
    path: (f) => `/api/shop/address/delete/${f.a.id}/${f.a.addressId}`,
    access: 'owner',
  },

  { name: 'payments config', method: 'GET', path: () => '/api/payments/config', access: 'public' },
  {
    name: 'test checkout script',
    method: 'GET',
    path: () => '/api/payments/test/checkout.js',
    access: 'public',
  },
  {
    name: 'test pay',
    method: 'POST',
    path: () => '/api/payments/test/pay',
    body: () => ({ order_id: 'order_test_0123456789abcdef' }),
    access: 'public',
  },
  {
    name: 'admin change password',
    method: 'PUT',
    path: () => '/api/admin/account/password',
    // The same password again: allowed, and later calls still sign in with it.
    body: () => ({ currentPassword: DEMO_ADMIN.password, newPassword: DEMO_ADMIN.password }),
    access: 'admin',
  },
  {
    name: 'dev mailbox',
    method: 'GET',
    path: () => '/api/dev/mailbox?to=nobody@example.test',
    access: 'public',
  },
  { name: 'health', method: 'GET', path: () => '/api/health', access: 'public' },
];

/** Builds shopper A's cart, wishlist, address and orders, plus admin throwaways to delete. */
export async function buildFixture(t: TestServer) {
  const a = await t.newShopper('Alice');
  const b = await t.newShopper('Bob');
  const admin = await t.admin();
  const loginUser = await t.newShopper('Matrix');
  await a.client.post('/api/auth/logout');
  const product = (await t.client().get(`/api/shop/products/get/${t.seeded.productIds[0]}`)).body
    .data as Product;
  const size = product.sizes.find((s) => s.stock > 5)?.size as string;

  const aClient = (await t.login(a.user.email, a.password)).client;
  const addressId = (await t.addAddress(aClient, a.user.id))._id;
  const line = { productId: product._id, selectedSize: size, quantity: 1 };
  const order = (method: 'cod' | 'online') =>
    aClient.post('/api/shop/order/create', {
      userId: a.user.id,
      cartItems: [line],
      addressInfo: { addressId },
      paymentMethod: method,
      totalAmount: 0,
    });
  const cod = await order('cod');
  const online = await order('online');
  const capture = (
    await aClient.post('/api/payments/test/pay', { order_id: online.body.razorpayOrderId })
  ).body;
  await aClient.post('/api/shop/cart/add', { ...line, userId: a.user.id });

  const spare = (
    await admin.client.post('/api/admin/products/add', {
      image: 'https://cdn.example/s.png',
      title: 'Spare',
      description: 'Spare',
      category: 'kids',
      brand: 'puma',
      price: 10,
      salePrice: 0,
      totalStock: 0,
      sizes: [
        { size: 'S', stock: 1 },
        { size: 'M', stock: 1 },
      ],
    })
  ).body.data as Product;
  const feature = (
    await admin.client.post('/api/common/feature/add', { image: 'https://cdn.example/f.png' })
  ).body.data;

  const fixture: Fixture = {
    a: {
      id: a.user.id,
      addressId,
      codOrderId: cod.body.orderId,
      onlineOrderId: online.body.orderId,
      capture,
    },
    b: { id: b.user.id },
    product,
    size,
    spareProductId: spare._id,
    spareSizeId: spare.sizes[1]?._id as string,
    featureId: feature._id,
    loginEmail: loginUser.user.email,
  };
  await t.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [
    loginUser.user.email,
    await t.deps.hasher.hash('Matrix123'),
  ]);
  const sessions = {
    guest: async () => t.client(),
    a: async () => (await t.login(a.user.email, a.password)).client,
    b: async () => (await t.login(b.user.email, b.password)).client,
    admin: async () => (await t.admin()).client,
  } satisfies Record<string, () => Promise<Client>>;
  return { fixture, sessions };
}

/** A tiny valid PNG (1 x 1). */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export function call(client: Client, endpoint: Endpoint, fixture: Fixture) {
  if (endpoint.multipart) {
    const form = new FormData();
    form.append('my_file', new Blob([PNG_1X1], { type: 'image/png' }), 'x.png');
    return client.request(endpoint.method, endpoint.path(fixture), form);
  }
  return client.request(endpoint.method, endpoint.path(fixture), endpoint.body?.(fixture));
}
