export {
  type Navigate,
  type NavigateOptions,
  NavigationProvider,
  type NavigationProviderProps,
  useNavigate,
} from './NavigationProvider';
