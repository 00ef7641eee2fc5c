import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { browserHistory, type History, type Location, memoryHistory, resolveHref } from './history';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
  history: History;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The shell’s router hooks need a <Router> around them');
  return router;
}

export interface RouterProps {
  history: History;
  children: ReactNode;
}

/**
 * Renders the address `history` holds. A new page renders in a transition, as React Router's
 * BrowserRouter does: the page on screen stays until the next one's code and data are in,
 * instead of a skeleton flashing on every move. A new query on the same page (a listing's sort
 * or filters) renders at once: there is no code to wait for, and in a transition its render
 * would be sliced among the page's other work (pictures arriving, a list read ahead) and, on a
 * 4x slower phone, paint the new order 100 to 300 ms later.
 */
export function Router({ history, children }: RouterProps) {
  const [location, setLocation] = useState(history.location);
  const lastPath = useRef(location.pathname);
  const sync = useCallback(() => {
    const next = history.location();
    const samePage = next.pathname === lastPath.current;
    lastPath.current = next.pathname;
    if (samePage) setLocation(next);
    else startTransition(() => setLocation(next));
  }, [history]);
  useLayoutEffect(() => history.listen(sync), [history, sync]);
  const navigate = useCallback<NavigateFunction>(
    (to, options) => {
      const href = resolveHref(to, history.location());
      if (options?.replace) history.replace(href);
      else history.push(href);
      sync();
    },
    [history, sync],
  );
  const state = useMemo(() => ({ location, navigate, history }), [location, navigate, history]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The browser's address, under the site's base path. */
export function BrowserRouter({ base = '/', children }: { base?: string; children: ReactNode }) {
  const [history] = useState(() => browserHistory(base));
  return <Router history={history}>{children}</Router>;
}

/** An address in memory, starting at `path`: tests and the prerendered frame. */
export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [history] = useState(() => memoryHistory(path));
  return <Router history={history}>{children}</Router>;
}

/** The address the app shows (path inside the app, query, hash). */
export function useLocation(): Location {
  return useRouter().location;
}

/** Moves to an app href: absolute ('/shop/listing') or a query on this page ('?page=2'). */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The native href for an app href: the site's base path in front. */
export function useHref(to: string): string {
  const { location, history } = useRouter();
  return history.href(resolveHref(to, location));
}

type SearchParamsInit = URLSearchParams | Record<string, string>;

/** This page's query, and a way to replace it (the path stays). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}
