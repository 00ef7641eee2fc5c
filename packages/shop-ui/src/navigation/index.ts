export {
  type Navigate,
  type NavigateOptions,
  NavigationProvider,
  type NavigationProviderProps,
  useNavigate,
} from './NavigationProvider';
export { RoutesProvider, type RoutesProviderProps, useRoutes } from './RoutesProvider';
export {
  DEFAULT_ROUTES,
  listingHref,
  type RouteMap,
  resolveRoutes,
  withQuery,
} from './routes';
