import { isAdmin, type User } from '@atelier/api-client';
import { authPaths, RETURN_PARAM, safeReturnPath, withReturnPath } from '@atelier/shop-ui/screens';
import { fullPath, PAGES, ROUTE_MAP, SECTIONS } from './routeTable';

export interface AuthSnapshot {
  isAuthenticated: boolean;
  user: Pick<User, 'role'> | null;
}

/** A path as the spec's rules read it: what it contains, up to its first parameter. */
const fragment = (path: string) => path.replace(/^\//, '').split('/:')[0] ?? '';

const pagesWith = (...access: Array<'guest' | 'signed-out'>) =>
  PAGES.filter(({ page }) => page.access && access.includes(page.access)).map(({ section, page }) =>
    fragment(fullPath(section, page)),
  );
const sectionsOf = (role: 'shopper' | 'admin') =>
  SECTIONS.filter((section) => section.role === role && section.path).map((section) =>
    fragment(section.path ?? ''),
  );

/** The route table's pages a guest may see ('shop/home', 'auth/login', ...). */
const GUEST_PATHS = pagesWith('guest', 'signed-out');
/** Sign-in pages, which a signed-in person is sent home from ('auth/login', 'auth/register'). */
const SIGN_IN_PATHS = pagesWith('signed-out');
const ADMIN_PATHS = sectionsOf('admin');
const SHOP_PATHS = sectionsOf('shopper');

const HOME = { admin: ROUTE_MAP.adminDashboard, shopper: ROUTE_MAP.home } as const;
/** Where a guest is sent from any page they may not see. */
export const LOGIN_PATH = ROUTE_MAP.login;

const contains = (path: string, fragments: readonly string[]) =>
  fragments.some((part) => path.includes(part));

/**
 * Where a visitor to `path` must be sent instead, or null to let them through: spec section 2's
 * rules, over the route table's pages and sections. Pure, so every rule is tested on its own.
 * `search` is the query string: a guest sent to login takes the page they asked for along
 * (`?redirect=`), and once signed in is sent back there, if their role may see it.
 */
export function guardRedirect(path: string, auth: AuthSnapshot, search = ''): string | null {
  const admin = auth.isAuthenticated && isAdmin(auth.user);
  const home = admin ? HOME.admin : HOME.shopper;
  const target = resolve(path, auth.isAuthenticated, admin, home);
  if (target === LOGIN_PATH) return withReturnPath(LOGIN_PATH, path + search, ROUTE_MAP);
  if (target === home && contains(path, SIGN_IN_PATHS)) return returnPathFor(search, admin) ?? home;
  return target && target !== path ? target : null;
}

function resolve(
  path: string,
  authenticated: boolean,
  admin: boolean,
  home: string,
): string | null {
  if (path === ROUTE_MAP.root) return home;
  if (!authenticated) return contains(path, GUEST_PATHS) ? null : LOGIN_PATH;
  if (contains(path, SIGN_IN_PATHS)) return home;
  if (!admin && contains(path, ADMIN_PATHS)) return ROUTE_MAP.unauthorized;
  if (admin && contains(path, SHOP_PATHS)) return HOME.admin;
  return null;
}

/** The `redirect` a signed-in person came back with, if it is safe and their role may see it. */
function returnPathFor(search: string, admin: boolean): string | null {
  const target = safeReturnPath(
    new URLSearchParams(search).get(RETURN_PARAM),
    authPaths(ROUTE_MAP),
  );
  if (!target) return null;
  const pathname = target.split(/[?#]/)[0] ?? target;
  return resolve(pathname, true, admin, admin ? HOME.admin : HOME.shopper) === null ? target : null;
}
