/** Handler groups: one per resource module of the typed client, plus the server's extras. */
export const RESOURCE_GROUPS = [
  'auth',
  'adminProducts',
  'adminOrders',
  'adminAccount',
  'adminCustomers',
  'adminDashboard',
  'extensions',
  'features',
  'products',
  'cart',
  'reviews',
  'wishlist',
  'addresses',
  'orders',
  'search',
  'sizeGuides',
  'adminSizeGuides',
  'restockAlerts',
  'adminRestockAlerts',
  'payments',
  'dev',
] as const;

export type ResourceGroup = (typeof RESOURCE_GROUPS)[number];

const PREFIXES: Record<ResourceGroup, string> = {
  auth: '/api/auth',
  adminProducts: '/api/admin/products',
  adminOrders: '/api/admin/orders',
  adminAccount: '/api/admin/account',
  adminCustomers: '/api/admin/customers',
  adminDashboard: '/api/admin/dashboard',
  extensions: '/api/extensions',
  features: '/api/common/feature',
  products: '/api/shop/products',
  cart: '/api/shop/cart',
  reviews: '/api/shop/review',
  wishlist: '/api/shop/wishlist',
  addresses: '/api/shop/address',
  orders: '/api/shop/order',
  search: '/api/shop/search',
  sizeGuides: '/api/shop/size-guide',
  adminSizeGuides: '/api/admin/size-guides',
  restockAlerts: '/api/shop/restock-alerts',
  adminRestockAlerts: '/api/admin/restock-alerts',
  payments: '/api/payments',
  dev: '/api/dev',
};

// The leading `*` matches any origin, so handlers work whatever baseURL the client uses.
export function endpoint(group: ResourceGroup, rest = ''): string {
  return `*${PREFIXES[group]}${rest}`;
}

/** Every path of one group, for scenario overrides. */
export function groupPattern(group: ResourceGroup): string {
  // A group that is one path (the extensions, the dashboard) has nothing below it.
  return group === 'extensions' || group === 'adminDashboard'
    ? `*${PREFIXES[group]}`
    : `*${PREFIXES[group]}/*`;
}

export const ANY_API_PATH = '*/api/*';
