import { type RouteMap, useRoutes } from '../../../navigation';
import { type ShopNavLink, shopNavLinks } from '../navLinks';

/** Each route map's links, made once however many headers and lists show them. */
const made = new WeakMap<RouteMap, readonly ShopNavLink[]>();

/** The navigation menu on the app's routes. */
export function useShopNavLinks(): readonly ShopNavLink[] {
  const routes = useRoutes();
  let links = made.get(routes);
  if (!links) {
    links = shopNavLinks(routes);
    made.set(routes, links);
  }
  return links;
}
