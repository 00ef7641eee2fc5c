import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';

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
  children: ReactNode;
}

/**
 * The one place shop-ui learns about the host's router: react-aria links navigate through it,
 * and screens that redirect after an action (login, checkout) call `useNavigate()`.
 */
export function NavigationProvider({ navigate, useHref, children }: NavigationProviderProps) {
  return (
    <NavigateContext.Provider value={navigate}>
      <RouterProvider navigate={(href, options) => navigate(href, options)} useHref={useHref}>
        {children}
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
