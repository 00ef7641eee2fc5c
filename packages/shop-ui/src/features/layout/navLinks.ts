import { CATEGORY_OPTIONS } from '@atelier/api-client';
import { DEFAULT_ROUTES, listingHref, type RouteMap } from '../../navigation';

export interface ShopNavLink {
  id: string;
  label: string;
  href: string;
}

/** The shop's navigation menu (spec section 2), in display order, on the given routes. */
export function shopNavLinks(
  routes: Pick<RouteMap, 'home' | 'listing' | 'search'>,
): readonly ShopNavLink[] {
  return [
    { id: 'home', label: 'Home', href: routes.home },
    { id: 'listing', label: 'Products', href: listingHref(routes) },
    ...CATEGORY_OPTIONS.map(({ id, label }) => ({ id, label, href: listingHref(routes, id) })),
    { id: 'search', label: 'Search', href: routes.search },
  ];
}

/** The navigation menu on the spec's default routes. */
export const SHOP_NAV_LINKS: readonly ShopNavLink[] = shopNavLinks(DEFAULT_ROUTES);

/** The cart button's accessible name, which carries the count the visual badge shows. */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The avatar's letter: the first character of the user's name, upper-cased. */
export function userInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
