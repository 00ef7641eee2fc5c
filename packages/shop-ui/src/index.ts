export {
  NotFoundPage,
  StatusPage,
  type StatusPageProps,
  UnauthPage,
} from './features/status-pages';
export {
  type Navigate,
  type NavigateOptions,
  NavigationProvider,
  type NavigationProviderProps,
  useNavigate,
} from './navigation';
export { Badge, type BadgeProps } from './primitives/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useToast,
} from './primitives/Toast';
export {
  GlobalStyle,
  lightTheme,
  type Theme,
  ThemeProvider,
  type ThemeProviderProps,
  type ToneColors,
} from './theme';
