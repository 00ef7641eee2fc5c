import type { Product } from '@atelier/api-client';
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
/** Opens a product's quick view (see `NavigationProviderProps.openProduct`). */
export type OpenProduct = (product: Pick<Product, '_id' | 'title'>) => void;

const NavigateContext = createContext<Navigate | null>(null);
const OpenProductContext = createContext<OpenProduct | undefined>(undefined);
const sameHref = (href: string) => href;
const UseHrefContext = createContext<(href: string) => string>(sameHref);

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
  /**
   * Opens a card's quick view at the product's own address: the host's router puts the address
   * in the bar and shows `ProductQuickView` over the page (a modal route), so Back closes it and
   * the address can be shared. Left out, the grids show the dialog themselves and the address
   * stays.
   */
  openProduct?: OpenProduct;
  children: ReactNode;
}

/**
 * The one place shop-ui learns about the host's router: links (shop-ui's and react-aria's)
 * navigate through it, screens that redirect after an action (login, checkout) call
 * `useNavigate()`, and every path they use comes from `routes` (the spec's defaults unless
 * overridden).
 */
export function NavigationProvider({
  navigate,
  useHref,
  routes,
  currentHref,
  openProduct,
  children,
}: NavigationProviderProps) {
  return (
    <NavigateContext.Provider value={navigate}>
      <UseHrefContext.Provider value={useHref ?? sameHref}>
        <RouterProvider navigate={(href, options) => navigate(href, options)} useHref={useHref}>
          <RoutesProvider routes={routes}>
            <CurrentHrefContext.Provider value={currentHref}>
              <OpenProductContext.Provider value={openProduct}>
                {children}
              </OpenProductContext.Provider>
            </CurrentHrefContext.Provider>
          </RoutesProvider>
        </RouterProvider>
      </UseHrefContext.Provider>
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

/** A router href as the browser needs it (the host's base path added), for a native link. */
export function useLinkHref(href: string): string {
  return useContext(UseHrefContext)(href);
}

/** The host's way to open a product's quick view at its address; none when the host has none. */
export function useOpenProduct(): OpenProduct | undefined {
  return useContext(OpenProductContext);
}
