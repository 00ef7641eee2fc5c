import { createContext, useContext } from 'react';
import { useRoutes } from './RoutesProvider';
import { withReturnPath } from './returnPath';

export const CurrentHrefContext = createContext<string | undefined>(undefined);

/** The page the person is on (path and query), as the host told NavigationProvider; may be unknown. */
export function useCurrentHref(): string | undefined {
  return useContext(CurrentHrefContext);
}

/**
 * The login page, bringing the person back afterwards to `returnTo` (by default the page they
 * are on, when the host says which). Login-only actions link or navigate here.
 */
export function useLoginHref(returnTo?: string): string {
  const routes = useRoutes();
  const current = useCurrentHref();
  return withReturnPath(routes.login, returnTo ?? current, routes);
}
