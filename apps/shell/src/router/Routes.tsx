import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';
import { matchRoutes, type RouteObject } from './match';
import { useLocation, useNavigate } from './Router';

export interface RouteProps {
  /** Absolute ('/shop'), relative to the parent ('home'), or '*' for any path below the parent. */
  path?: string;
  /** Shown at the parent's own path. */
  index?: boolean;
  element?: ReactNode;
  /** Routes shown in this one's <Outlet />. */
  children?: ReactNode;
}

/** One entry of the route table; only <Routes> reads it. */
export function Route(_props: RouteProps): ReactElement {
  throw new Error('<Route> only belongs inside <Routes>');
}

function routesFrom(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFrom(child.props.children));
      return;
    }
    if (child.type !== Route) throw new Error('<Routes> holds only <Route> elements');
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: routesFrom(nested) });
  });
  return routes;
}

const OutletContext = createContext<ReactNode>(null);

function renderChain([route, ...rest]: RouteObject[]): ReactNode {
  const outlet = rest.length > 0 ? renderChain(rest) : null;
  return <OutletContext.Provider value={outlet}>{route?.element ?? outlet}</OutletContext.Provider>;
}

/** Shows the route that matches the address, inside the layouts of the routes around it. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const chain = matchRoutes(routesFrom(children), pathname);
  return chain ? renderChain(chain) : null;
}

/** Where a layout route shows the route inside it. */
export function Outlet() {
  return useContext(OutletContext);
}

/**
 * Moves to `to` once rendered (a redirect), and again whenever the address changes while it is
 * still rendered: the guard's redirect must follow the person wherever a later navigation sends
 * them, as React Router's does.
 */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address must run it again.
  useEffect(() => navigate(to, { replace }), [navigate, to, replace, location]);
  return null;
}
