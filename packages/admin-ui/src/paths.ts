/** Where the back office lives in the host app, and where an admin goes after Logout. */
export const ADMIN_PATHS = {
  dashboard: '/admin/dashboard',
  products: '/admin/products',
  orders: '/admin/orders',
  features: '/admin/features',
  afterLogout: '/auth/login',
} as const;

/** The orders page showing one search, e.g. from a dashboard entry. */
export function adminOrdersHref(search: string): string {
  return `${ADMIN_PATHS.orders}?${new URLSearchParams({ q: search })}`;
}
