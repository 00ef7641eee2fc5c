import { listingStateFromParams, listingTitle } from '@atelier/shop-ui/screens';

/** The shop's name, last in every title so a tab strip shows the page first. */
export const SITE_NAME = 'Atelier';

const TITLES: Readonly<Record<string, string>> = {
  '/shop/home': 'Home',
  '/shop/search': 'Search',
  '/shop/checkout': 'Checkout',
  '/shop/account': 'My Account',
  '/shop/payment-success': 'Order placed',
  '/auth/login': 'Sign in',
  '/auth/register': 'Create account',
  '/auth/verify-otp': 'Verify your email',
  '/auth/forgot-password': 'Forgot password',
  '/auth/reset-password': 'Reset password',
  '/unauth-page': 'Access denied',
};

/**
 * The document title of a shop, auth or status page: 'Men · Atelier', 'Checkout · Atelier'.
 * Null for the back office, whose layout names its own pages, and for the gate at /, which
 * only redirects.
 */
export function documentTitle(pathname: string, search = ''): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/admin' || path.startsWith('/admin/')) return null;
  const params = new URLSearchParams(search);
  let page = TITLES[path];
  if (path === '/shop/listing') page = listingTitle(listingStateFromParams(params));
  if (path === '/shop/search' && params.get('keyword')) {
    page = `Search: ${params.get('keyword')}`;
  }
  return `${page ?? 'Page not found'} · ${SITE_NAME}`;
}
