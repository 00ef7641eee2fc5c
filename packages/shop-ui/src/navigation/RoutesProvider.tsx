import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DEFAULT_ROUTES, type RouteMap, resolveRoutes } from './routes';

const RoutesContext = createContext<RouteMap>(DEFAULT_ROUTES);

export interface RoutesProviderProps {
  /** Paths that differ from the spec's defaults; the rest keep theirs. */
  routes?: Partial<RouteMap>;
  children: ReactNode;
}

/** Gives the screens below it the host's route map (`NavigationProvider` renders one for you). */
export function RoutesProvider({ routes, children }: RoutesProviderProps) {
  // Pass a module-level object: a new one on every render re-renders every screen below.
  const value = useMemo(() => resolveRoutes(routes), [routes]);
  return <RoutesContext.Provider value={value}>{children}</RoutesContext.Provider>;
}

/** The route map in effect: the defaults, with any overrides of the nearest provider. */
export function useRoutes(): RouteMap {
  return useContext(RoutesContext);
}
