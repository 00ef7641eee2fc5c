'use client';

// @atelier/shop-ui: the design system. The theme and its tokens, the providers every page needs
// (theme, navigation, toasts), the primitives and icons, and the action and toast hooks a team
// builds its own components with. The storefront and sign-in screens are
// `@atelier/shop-ui/screens`; everything else is internal. Every name is listed, and the API
// report (api/shop-ui.api.md) makes each change to this list a reviewed one.

export { type ErrorTextFallbacks, errorText } from './actions/errorText';
export {
  type Action,
  type ActionOutcome,
  type ActionToast,
  type UseActionOptions,
  useAction,
} from './actions/useAction';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export {
  CartIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EditIcon,
  type FillableIconProps,
  HeartIcon,
  type IconProps,
  IconSvg,
  type IconSvgProps,
  LogoutIcon,
  MenuIcon,
  MinusIcon,
  PauseIcon,
  PlayIcon,
  PlusIcon,
  SearchIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
} from './icons';
export {
  type Navigate,
  type NavigateOptions,
  NavigationProvider,
  type NavigationProviderProps,
  type OpenProduct,
  useNavigate,
} from './navigation/NavigationProvider';
export { useRoutes } from './navigation/RoutesProvider';
export { DEFAULT_ROUTES, type RouteMap } from './navigation/routes';
export { Badge, type BadgeProps } from './primitives/Badge';
export { Button, type ButtonProps } from './primitives/Button';
export { Card, type CardProps } from './primitives/Card';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './primitives/Checkbox';
export {
  DropdownMenu,
  type DropdownMenuProps,
  MenuHeader,
  type MenuHeaderProps,
  MenuItem,
  type MenuItemProps,
  MenuSection,
  type MenuSectionProps,
} from './primitives/DropdownMenu';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export {
  controlChrome,
  FieldFrame,
  type FieldFrameProps,
  fieldRoot,
} from './primitives/FieldFrame';
export { Heading, type HeadingProps } from './primitives/Heading';
export { IconButton, type IconButtonProps } from './primitives/IconButton';
export { Link, type LinkProps } from './primitives/Link';
export { Modal, type ModalProps } from './primitives/Modal';
export { NativeButton, type NativeButtonProps } from './primitives/NativeButton';
export { NumberField, type NumberFieldProps } from './primitives/NumberField';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './primitives/RadioGroup';
export { Select, type SelectOption, type SelectProps } from './primitives/Select';
export { Sheet, type SheetProps } from './primitives/Sheet';
export { Skeleton, type SkeletonProps } from './primitives/Skeleton';
export { SkipLink, type SkipLinkProps } from './primitives/SkipLink';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { StarRating, type StarRatingProps } from './primitives/StarRating';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './primitives/Tabs';
export { TextField, type TextFieldProps } from './primitives/TextField';
export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useToast,
} from './primitives/Toast';
export {
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleOption,
} from './primitives/ToggleButtonGroup';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden';
export { type FocusRingPlacement, focusRing } from './theme/focusRing';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './theme/ThemeProvider';
export { lightTheme, type Theme, type ToneColors } from './theme/tokens';
export {
  ORDER_STATUS_TONES,
  type OrderAudience,
  PAYMENT_METHOD_TONES,
  type Tone,
} from './theme/tones';
export { useMediaQuery } from './theme/useMediaQuery';
