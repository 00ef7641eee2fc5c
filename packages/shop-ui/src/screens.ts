'use client';

// @atelier/shop-ui/screens: the storefront and sign-in screens, the layouts they sit in, the
// connected parts a team composes its own pages from (they read and write through
// @atelier/api-client/swr), a few presentational parts for a team's own data, and the listing
// and sign-in helpers a host app's router needs. Every name is listed, and the API report
// (api/shop-ui-screens.api.md) makes each change to this list a reviewed one.

export { AccountScreen, type AccountScreenProps, type AccountTab } from './features/account';
export { OrderDetails, type OrderDetailsProps } from './features/account/OrderDetails';
export { OrderList, type OrderListProps } from './features/account/OrderList';
export { OrdersPanel, type OrdersPanelProps } from './features/account/OrdersPanel';
export {
  WishlistList,
  type WishlistListProps,
  WishlistPanel,
  type WishlistPanelProps,
} from './features/account/Wishlist';
export { AddressBook, type AddressBookProps } from './features/address/AddressBook';
export { AuthLayout, type AuthLayoutProps } from './features/auth/AuthLayout';
export { ForgotPasswordScreen } from './features/auth/ForgotPasswordScreen';
export { LoginScreen, type LoginScreenProps } from './features/auth/LoginScreen';
export { RegisterScreen, type RegisterScreenProps } from './features/auth/RegisterScreen';
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from './features/auth/ResetPasswordScreen';
export { VerifyOtpScreen, type VerifyOtpScreenProps } from './features/auth/VerifyOtpScreen';
export { CartItemRow, type CartItemRowProps } from './features/cart/CartItemRow';
export { CartSheet, type CartSheetProps } from './features/cart/CartSheet';
export { CartSummary, type CartSummaryProps } from './features/cart/CartSummary';
export { GUEST_CART_KEY, useGuestCartMerge } from './features/cart/guestCart';
export { type ShopCart, useShopCart } from './features/cart/useShopCart';
export {
  ConnectedProductGrid,
  type ConnectedProductGridProps,
} from './features/catalog/ConnectedProductGrid';
export {
  ProductQuickView,
  type ProductQuickViewProps,
} from './features/catalog/ConnectedProductGrid/ProductQuickView';
export { ListingScreen, type ListingScreenProps } from './features/catalog/ListingScreen';
export {
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  listingTitle,
} from './features/catalog/listingParams';
export { ProductCard, type ProductCardProps } from './features/catalog/ProductCard';
export { ProductGrid, type ProductGridProps } from './features/catalog/ProductGrid';
export {
  ProductGridSkeleton,
  type ProductGridSkeletonProps,
} from './features/catalog/ProductGridSkeleton';
export { CheckoutScreen, type CheckoutScreenProps } from './features/checkout/CheckoutScreen';
export { FeatureCarousel, type FeatureCarouselProps } from './features/home/FeatureCarousel';
export { HomeScreen, type HomeScreenProps } from './features/home/HomeScreen';
export { ShopHeader, type ShopHeaderProps } from './features/layout/ShopHeader';
export { ShopLayout, type ShopLayoutProps } from './features/layout/ShopLayout';
export { OrderStatusBadge, type OrderStatusBadgeProps } from './features/orders/OrderStatusBadge';
export { OrderTimeline, type OrderTimelineProps } from './features/orders/OrderTimeline';
export {
  PaymentMethodBadge,
  type PaymentMethodBadgeProps,
} from './features/orders/PaymentMethodBadge';
export { PaymentSuccessPage, type PaymentSuccessPageProps } from './features/payment';
export {
  ColourSwatches,
  type ColourSwatchesProps,
} from './features/product/ColourSwatches';
export { ProductDialog, type ProductDialogProps } from './features/product/ProductDialog';
export { ProductGallery, type ProductGalleryProps } from './features/product/ProductGallery';
export { ProductScreen, type ProductScreenProps } from './features/product/ProductScreen';
export { ReviewForm, type ReviewFormProps } from './features/product/ReviewForm';
export { ReviewList, type ReviewListProps } from './features/product/ReviewList';
export { SearchScreen, type SearchScreenProps } from './features/search';
export { whenLoadedAndIdle } from './features/shared/afterPaint';
export { cardBadge } from './features/shared/labels';
export { ProductPrice, type ProductPriceProps } from './features/shared/ProductPrice';
export {
  NotFoundPage,
  StatusPage,
  type StatusPageProps,
  UnauthPage,
} from './features/status-pages';
export { useLoginHref } from './navigation/CurrentHref';
export { productHref } from './navigation/productHref';
export { authPaths, RETURN_PARAM, safeReturnPath, withReturnPath } from './navigation/returnPath';
export { listingHref } from './navigation/routes';
