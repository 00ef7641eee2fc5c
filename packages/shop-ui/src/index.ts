'use client';

// The public API of @atelier/shop-ui: every name is listed, so the surface is a reviewed choice.
// A name belongs here when a team mounting the screens, composing its own pages from the parts,
// or building on the theme and primitives needs it (see README.md). Storage keys and helpers,
// checkout internals (order payload, blockers, the card provider's script and types) and
// per-feature helpers stay inside the package; `@atelier/shop-ui/testing` holds the test doubles.

export {
  type Action,
  type ActionOutcome,
  type ActionToast,
  type ErrorTextFallbacks,
  errorText,
  type UseActionOptions,
  useAction,
} from './actions';
export {
  AccountScreen,
  type AccountScreenProps,
  type AccountTab,
  OrderDetails,
  OrderDetailsDialog,
  type OrderDetailsDialogProps,
  type OrderDetailsProps,
  OrderList,
  type OrderListProps,
  OrdersPanel,
  type OrdersPanelProps,
  WishlistList,
  type WishlistListProps,
  WishlistPanel,
  type WishlistPanelProps,
} from './features/account';
export {
  AddressBook,
  type AddressBookProps,
  AddressCard,
  type AddressCardProps,
  AddressForm,
  type AddressFormMode,
  type AddressFormProps,
  AddressList,
  type AddressListProps,
} from './features/address';
export {
  type AuthFormProps,
  type AuthFormState,
  AuthLayout,
  type AuthLayoutProps,
  AuthPanel,
  type AuthPanelProps,
  type FieldErrors,
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
  ForgotPasswordScreen,
  InvalidResetLink,
  LoginForm,
  type LoginFormProps,
  LoginScreen,
  type LoginScreenProps,
  RegisterForm,
  type RegisterFormProps,
  RegisterScreen,
  type RegisterScreenProps,
  ResetPasswordForm,
  type ResetPasswordFormProps,
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
  useAuthForm,
  VerifyOtpForm,
  type VerifyOtpFormProps,
  VerifyOtpScreen,
  type VerifyOtpScreenProps,
  verifyOtpHref,
} from './features/auth';
export {
  CartItemRow,
  type CartItemRowProps,
  type CartLineRef,
  type CartOwner,
  type CartProduct,
  CartSheet,
  type CartSheetProps,
  CartSummary,
  type CartSummaryProps,
  GUEST_CART_KEY,
  QuickAddSizeDialog,
  type QuickAddSizeDialogProps,
  type ShopCart,
  type SizeChoice,
  useGuestCartMerge,
  useShopCart,
} from './features/cart';
export {
  ConnectedProductGrid,
  type ConnectedProductGridProps,
  FilterChips,
  type FilterChipsProps,
  FilterFields,
  type FilterFieldsProps,
  FilterSheet,
  type FilterSheetProps,
  FilterSidebar,
  type FilterSidebarProps,
  initialListingState,
  type ListingProducts,
  ListingScreen,
  type ListingScreenProps,
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  listingTitle,
  ProductCard,
  type ProductCardProps,
  ProductGrid,
  type ProductGridProps,
  ProductGridSkeleton,
  type ProductGridSkeletonProps,
  SortMenu,
  type SortMenuProps,
  useListingProducts,
  VIRTUALIZE_THRESHOLD,
} from './features/catalog';
export {
  CartReview,
  type CartReviewProps,
  CheckoutScreen,
  type CheckoutScreenProps,
  OrderSummary,
  type OrderSummaryProps,
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from './features/checkout';
export {
  FeatureCarousel,
  type FeatureCarouselProps,
  HomeScreen,
  type HomeScreenProps,
  ShopByCategory,
} from './features/home';
export {
  SHOP_NAV_LINKS,
  ShopHeader,
  type ShopHeaderProps,
  ShopLayout,
  type ShopLayoutProps,
  type ShopNavLink,
  shopNavLinks,
} from './features/layout';
export {
  type OrderAudience,
  OrderStatusBadge,
  type OrderStatusBadgeProps,
  PaymentMethodBadge,
  type PaymentMethodBadgeProps,
  ShopperOrderStatusBadge,
  type ShopperOrderStatusBadgeProps,
} from './features/orders';
export { PaymentSuccessPage, type PaymentSuccessPageProps } from './features/payment';
export {
  ProductDialog,
  type ProductDialogProps,
  PurchasePanel,
  type PurchasePanelProps,
  type PurchaseRequest,
  type ReviewDraft,
  ReviewForm,
  type ReviewFormProps,
  ReviewList,
  type ReviewListProps,
  SizePicker,
  type SizePickerProps,
  WishlistButton,
  type WishlistButtonProps,
} from './features/product';
export {
  SearchScreen,
  type SearchScreenProps,
  useDebouncedValue,
} from './features/search';
export {
  BrandLink,
  type BrandLinkProps,
  brandLabel,
  cardBadge,
  categoryLabel,
  LOGIN_REASONS,
  type LoginReason,
  ProductPrice,
  type ProductPriceProps,
  paymentStatusLabel,
  whenLoadedAndIdle,
} from './features/shared';
export {
  NotFoundPage,
  StatusPage,
  type StatusPageProps,
  UnauthPage,
} from './features/status-pages';
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
  authPaths,
  DEFAULT_ROUTES,
  listingHref,
  type Navigate,
  type NavigateOptions,
  NavigationProvider,
  type NavigationProviderProps,
  RETURN_PARAM,
  type RouteMap,
  RoutesProvider,
  type RoutesProviderProps,
  resolveRoutes,
  safeReturnPath,
  useCurrentHref,
  useLoginHref,
  useNavigate,
  useRoutes,
  withReturnPath,
} from './navigation';
export {
  Badge,
  type BadgeProps,
} from './primitives/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './primitives/Button';
export {
  Card,
  type CardElement,
  type CardPadding,
  type CardProps,
} from './primitives/Card';
export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './primitives/Checkbox';
export {
  DialogFrame,
  type DialogFrameProps,
} from './primitives/DialogFrame';
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
export {
  EmptyState,
  type EmptyStateProps,
} from './primitives/EmptyState';
export {
  controlChrome,
  FieldFrame,
  type FieldFrameProps,
  fieldRoot,
} from './primitives/FieldFrame';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingVariant,
} from './primitives/Heading';
export {
  IconButton,
  type IconButtonProps,
} from './primitives/IconButton';
export {
  Link,
  type LinkProps,
  type LinkVariant,
} from './primitives/Link';
export {
  Modal,
  type ModalProps,
  type ModalSize,
} from './primitives/Modal';
export {
  NumberField,
  type NumberFieldProps,
} from './primitives/NumberField';
export {
  Overlay,
  OverlayPanel,
  type OverlayPlacement,
  type OverlayProps,
} from './primitives/Overlay';
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './primitives/RadioGroup';
export {
  Select,
  type SelectOption,
  type SelectProps,
} from './primitives/Select';
export {
  Sheet,
  type SheetProps,
  type SheetSide,
} from './primitives/Sheet';
export {
  Skeleton,
  type SkeletonProps,
  type SkeletonRadius,
} from './primitives/Skeleton';
export { SkipLink, type SkipLinkProps } from './primitives/SkipLink';
export {
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
} from './primitives/Spinner';
export {
  StarRating,
  type StarRatingProps,
  type StarRatingSize,
} from './primitives/StarRating';
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
export {
  TextField,
  type TextFieldProps,
} from './primitives/TextField';
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
export {
  VisuallyHidden,
  type VisuallyHiddenProps,
} from './primitives/VisuallyHidden';
export {
  type FocusRingPlacement,
  focusRing,
  GlobalStyle,
  lightTheme,
  type Theme,
  ThemeProvider,
  type ThemeProviderProps,
  type ToneColors,
} from './theme';
