import { isAdmin, type User } from '@atelier/api-client';

export interface AuthSnapshot {
  isAuthenticated: boolean;
  user: Pick<User, 'role'> | null;
}

/** Path fragments a guest may visit (spec section 2, route guard rules). */
const GUEST_PATHS = [
  'shop/home',
  'shop/listing',
  'shop/search',
  'login',
  'register',
  'verify-otp',
  'forgot-password',
  'reset-password',
  'shop/payment-success',
];

const HOME = { admin: '/admin/dashboard', shopper: '/shop/home' } as const;
/** Where a guest is sent from any page they may not see. */
export const LOGIN_PATH = '/auth/login';

/**
 * Where a visitor to `path` must be sent instead, or null to let them through.
 * Pure, so every rule of the spec is tested on its own; the shell applies it on each navigation.
 */
export function guardRedirect(path: string, auth: AuthSnapshot): string | null {
  const admin = auth.isAuthenticated && isAdmin(auth.user);
  const home = admin ? HOME.admin : HOME.shopper;
  const target = resolve(path, auth.isAuthenticated, admin, home);
  return target && target !== path ? target : null;
}

function resolve(
  path: string,
  authenticated: boolean,
  admin: boolean,
  home: string,
): string | null {
  if (path === '/') return home;
  if (!authenticated)
    return GUEST_PATHS.some((fragment) => path.includes(fragment)) ? null : LOGIN_PATH;
  if (path.includes('login') || path.includes('register')) return home;
  if (!admin && path.includes('admin')) return '/unauth-page';
  if (admin && path.includes('shop')) return HOME.admin;
  return null;
}
