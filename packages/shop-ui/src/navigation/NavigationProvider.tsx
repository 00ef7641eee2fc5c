import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';
import { CurrentHrefContext } from './CurrentHref';
import { RoutesProvider } from './RoutesProvider';
import type { RouteMap } from './routes';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}
export type Navigate = (href: string, options?: NavigateOptions) => void;

const NavigateContext = createContext<Navigate | null>(null);

export interface NavigationProviderProps {
  /** The host router's navigate function (react-router's `useNavigate()`, Next's `router.push`...). */
  navigate: Navigate;
  /** Turns a router href into a native href, for routers with a base path. */
  useHref?: (href: string) => string;
  /** Paths the screens link to, where the host's differ from the spec's (`{ login: '/signin' }`). */
  routes?: Partial<RouteMap>;
  /**
   * The page the person is on, path and query ('/shop/listing?category=men'): login-only actions
   * send guests to sign in and back here. Unknown (no return path) when left out.
   */
  currentHref?: string;
  children: ReactNode;
}

/**
 * The one place shop-ui learns about the host's router: react-aria links navigate through it,
 * screens that redirect after an action (login, checkout) call `useNavigate()`, and every path
 * they use comes from `routes` (the spec's defaults unless overridden).
 */
export function NavigationProvider({
  navigate,
  useHref,
  routes,
  currentHref,
  children,
}: NavigationProviderProps) {
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterProvider navigate={(href, options) => navigate(href, options)} useHref={useHref}>
        <RoutesProvider routes={routes}>
          <CurrentHrefContext.Provider value={currentHref}>{children}</CurrentHrefContext.Provider>
        </RoutesProvider>
      </RouterProvider>
    </NavigateContext.Provider>
  );
}

function assignLocation(href: string, options?: NavigateOptions) {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
}

/** Programmatic navigation; without a NavigationProvider it falls back to a full page load. */
export function useNavigate(): Navigate {
  return useContext(NavigateContext) ?? assignLocation;
}
