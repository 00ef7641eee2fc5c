export { useCurrentHref, useLoginHref } from './CurrentHref';
export {
  type Navigate,
  type NavigateOptions,
  NavigationProvider,
  type NavigationProviderProps,
  type OpenProduct,
  useNavigate,
  useOpenProduct,
} from './NavigationProvider';
export { productHref } from './productHref';
export { RoutesProvider, type RoutesProviderProps, useRoutes } from './RoutesProvider';
export { authPaths, RETURN_PARAM, safeReturnPath, withReturnPath } from './returnPath';
export {
  DEFAULT_ROUTES,
  listingHref,
  type RouteMap,
  resolveRoutes,
  withQuery,
} from './routes';
