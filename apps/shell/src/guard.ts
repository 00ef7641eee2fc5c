import { isAdmin, type User } from '@atelier/api-client';
import { DEFAULT_ROUTES } from '@atelier/shop-ui';
import { authPaths, RETURN_PARAM, safeReturnPath, withReturnPath } from '@atelier/shop-ui/screens';

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
export const LOGIN_PATH = DEFAULT_ROUTES.login;

/**
 * Where a visitor to `path` must be sent instead, or null to let them through.
 * Pure, so every rule of the spec is tested on its own; the shell applies it on each navigation.
 * `search` is the query string: a guest sent to login takes the page they asked for along
 * (`?redirect=`), and once signed in is sent back there, if their role may see it.
 */
export function guardRedirect(path: string, auth: AuthSnapshot, search = ''): string | null {
  const admin = auth.isAuthenticated && isAdmin(auth.user);
  const home = admin ? HOME.admin : HOME.shopper;
  const target = resolve(path, auth.isAuthenticated, admin, home);
  if (target === LOGIN_PATH) return withReturnPath(LOGIN_PATH, path + search, DEFAULT_ROUTES);
  if (target === home && isSignInPage(path)) return returnPathFor(search, admin) ?? home;
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
  if (isSignInPage(path)) return home;
  if (!admin && path.includes('admin')) return '/unauth-page';
  if (admin && path.includes('shop')) return HOME.admin;
  return null;
}

function isSignInPage(path: string): boolean {
  return path.includes('login') || path.includes('register');
}

/** The `redirect` a signed-in person came back with, if it is safe and their role may see it. */
function returnPathFor(search: string, admin: boolean): string | null {
  const target = safeReturnPath(
    new URLSearchParams(search).get(RETURN_PARAM),
    authPaths(DEFAULT_ROUTES),
  );
  if (!target) return null;
  const pathname = target.split(/[?#]/)[0] ?? target;
  return resolve(pathname, true, admin, admin ? HOME.admin : HOME.shopper) === null ? target : null;
}
