import { useMemo } from 'react';
import { useRoutes } from '../../../navigation';
import { type ShopNavLink, shopNavLinks } from '../navLinks';

/** The navigation menu on the app's routes, made again only when the routes change. */
export function useShopNavLinks(): readonly ShopNavLink[] {
  const routes = useRoutes();
  return useMemo(() => shopNavLinks(routes), [routes]);
}
