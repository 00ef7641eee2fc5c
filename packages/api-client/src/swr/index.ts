'use client';

export { ApiProvider, type ApiProviderProps, useApiClient } from './ApiProvider';
export { useAddresses } from './hooks/addresses';
export { useAdminCustomer, useAdminCustomerSearch } from './hooks/adminCustomers';
export { useAdminDashboard } from './hooks/adminDashboard';
export { useAdminOrder, useAdminOrderSearch, useAdminOrders } from './hooks/adminOrders';
export { useAdminProductSearch, useAdminProducts } from './hooks/adminProducts';
export { useRestockWaiting } from './hooks/adminRestockAlerts';
export { preloadBestSellers, useBestSellers } from './hooks/bestSellers';
export { useCart } from './hooks/cart';
export { type Extensions, useExtensions } from './hooks/extensions';
export { type ProductFacetsRead, useProductFacets } from './hooks/facets';
export { preloadFeatures, useFeatures } from './hooks/features';
export { useFirstProducts } from './hooks/firstProducts';
export {
  type ProductListing,
  type ProductListingOptions,
  useProductListing,
} from './hooks/listing';
export { preloadProductListing } from './hooks/listingReads';
export { useOrder, useOrders } from './hooks/orders';
export { preloadProduct } from './hooks/productRead';
export { useProduct, useProducts } from './hooks/products';
export { useRestockAlerts } from './hooks/restockAlerts';
export { useReviews } from './hooks/reviews';
export { useSearch } from './hooks/search';
export { preloadSession, useSession } from './hooks/session';
export { useSizeGuide } from './hooks/sizeGuide';
export { useWishlist, useWishlistCheck } from './hooks/wishlist';
export {
  type ApiKey,
  type ApiKeyFamily,
  apiKeys,
  isProductKey,
  isProductsKey,
  isSearchKey,
  isUserScopedKey,
  keyFamily,
  matchKeys,
  type NormalisedProductQuery,
  normaliseFilters,
  normaliseProductQuery,
} from './keys';
export { isTransientFailure } from './listRead';
export { type AddressActions, useAddressActions } from './mutations/addresses';
export { type AdminAccountActions, useAdminAccountActions } from './mutations/adminAccount';
export {
  type AdminCustomerActions,
  useAdminCustomerActions,
} from './mutations/adminCustomers';
export { type AdminOrderActions, useAdminOrderActions } from './mutations/adminOrders';
export { type AdminProductActions, useAdminProductActions } from './mutations/adminProducts';
export {
  type AdminSizeGuideActions,
  useAdminSizeGuideActions,
} from './mutations/adminSizeGuides';
export { type AuthActions, useAuthActions } from './mutations/auth';
export { type CartActions, useCartActions } from './mutations/cart';
export { type FeatureActions, useFeatureActions } from './mutations/features';
export { type CaptureInput, type OrderActions, useOrderActions } from './mutations/orders';
export { type RestockAlertActions, useRestockAlertActions } from './mutations/restockAlerts';
export { type ReviewActions, useReviewActions } from './mutations/reviews';
export { useWishlistActions, type WishlistActions } from './mutations/wishlist';
export { createPageStore, type PageStore } from './pageStore';
export { answeredReads, type PreloadedRead, preloadRead } from './preload';
export type { ApiSWRConfig, ApiSWRResponse, MaybeId } from './types';
export { useAdminApi } from './useAdminApi';
