export {
  NotFoundPage,
  StatusPage,
  type StatusPageProps,
  UnauthPage,
} from './features/status-pages';
export { Badge, type BadgeProps } from './primitives/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button';
export {
  GlobalStyle,
  lightTheme,
  type Theme,
  ThemeProvider,
  type ThemeProviderProps,
  type ToneColors,
} from './theme';
