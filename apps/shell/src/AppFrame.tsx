import { NavigationProvider } from '@atelier/shop-ui';
import { startTransition } from 'react';
import { useHref, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useQuickView } from './quickView';
import { RouteErrorBoundary } from './RouteError';
import { RouteGuard } from './RouteGuard';
import { useDocumentTitle, useRouteFocus } from './routeEffects';
import { APP_ROUTES } from './routes';
import { ROUTE_MAP } from './routeTable';

/**
 * A link's native href: the router's for the shop's own paths; another site's address (a
 * carrier's tracking page) as it is, where React Router would read it as a path under this page.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : routed;
}

/**
 * The app inside React Router: shop-ui's screens navigate through it and link to the route
 * table's paths; the guard applies spec section 2's rules; each page names itself in the
 * document title, and moving to another page takes focus to its heading. A card's quick view
 * is a modal route over the page (quickView.tsx).
 */
export function AppFrame() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { pageLocation, openProduct, overlay } = useQuickView();
  useDocumentTitle(APP_ROUTES, pageLocation);
  useRouteFocus(pageLocation.pathname);
  const routes = useRoutes(APP_ROUTES, pageLocation);
  return (
    <NavigationProvider
      navigate={(href, options) => {
        // Another page renders in a transition: the page on screen stays until the next one's
        // code is here, instead of a skeleton flashing. A new query on this page (a listing's
        // sort) renders at once: in a transition, sliced among the page's other work, a new
        // sort painted 100 to 300 ms later on a 4x slower phone.
        const samePage = new URL(href, window.location.href).pathname === window.location.pathname;
        if (samePage) navigate(href, options);
        else startTransition(() => navigate(href, options));
      }}
      useHref={useLinkHref}
      routes={ROUTE_MAP}
      // Login-only actions bring the person back to this page after signing in.
      currentHref={pathname + search}
      openProduct={openProduct}
    >
      <RouteGuard>
        <RouteErrorBoundary resetKey={pageLocation.pathname}>
          {routes}
          {overlay}
        </RouteErrorBoundary>
      </RouteGuard>
    </NavigationProvider>
  );
}
