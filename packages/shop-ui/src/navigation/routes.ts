/**
 * Every path the screens link to or navigate to. A host mounting the screens under paths of its
 * own overrides some of them (`<NavigationProvider routes={{ login: '/signin' }}>`); the rest
 * keep the spec's defaults.
 */
export interface RouteMap {
  /** The gate that sends each person to their start page (after login, 'Go to home'). */
  root: string;
  login: string;
  register: string;
  /** Registration continues here, with `?email=`. */
  verifyOtp: string;
  forgotPassword: string;
  /** Opened from the e-mailed link, with `?token=`. */
  resetPassword: string;
  home: string;
  /** The product listing; a category filter travels in its query string (`listingHref`). */
  listing: string;
  search: string;
  /** One product's page; `:slug` stands for its address part (`productHref`). */
  product: string;
  checkout: string;
  account: string;
  paymentSuccess: string;
  /** Where a signed-in person without the right role is sent. */
  unauthorized: string;
  adminDashboard: string;
  adminProducts: string;
  adminOrders: string;
  adminFeatures: string;
  /** The back office's shoppers (extension 'admin-customers'). */
  adminCustomers: string;
  /** One shopper's page; `:id` stands for their id. */
  adminCustomer: string;
}

/** The routes of spec section 2. */
export const DEFAULT_ROUTES: Readonly<RouteMap> = Object.freeze({
  root: '/',
  login: '/auth/login',
  register: '/auth/register',
  verifyOtp: '/auth/verify-otp',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  home: '/shop/home',
  listing: '/shop/listing',
  search: '/shop/search',
  product: '/shop/product/:slug',
  checkout: '/shop/checkout',
  account: '/shop/account',
  paymentSuccess: '/shop/payment-success',
  unauthorized: '/unauth-page',
  adminDashboard: '/admin/dashboard',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminFeatures: '/admin/features',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:id',
});

/** The defaults with the host's overrides on top; an override left undefined keeps the default. */
export function resolveRoutes(overrides?: Partial<RouteMap>): RouteMap {
  const routes: RouteMap = { ...DEFAULT_ROUTES };
  for (const [name, path] of Object.entries(overrides ?? {}) as Array<[keyof RouteMap, string]>) {
    if (path !== undefined) routes[name] = path;
  }
  return routes;
}

/** A path with query parameters added, whether or not it already carries a query string. */
export function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The listing, filtered to one category when given. */
export function listingHref(routes: Pick<RouteMap, 'listing'>, category?: string): string {
  return category ? withQuery(routes.listing, { category }) : routes.listing;
}
