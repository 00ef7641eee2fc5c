// The public API of @atelier/api-client's core entry (no React): the HTTP client and the
// contract it speaks, named one by one so the surface is a reviewed choice. The contract is the
// spec's entity and wire types, its constants and message catalogues, and the pure rules the UI,
// the mocks and the reference server share; helpers that only serve those rules stay internal.

export {
  ADMIN_ORDER_CARD_ITEMS,
  ADMIN_ORDER_SORTS,
  type AdminOrderSort,
  BRAND_OPTIONS,
  CAROUSEL_INTERVAL_MS,
  CATEGORY_OPTIONS,
  COD_FEE,
  DEFAULT_ADMIN_PRODUCT_SORT,
  DEFAULT_CURRENCY,
  DEFAULT_SORT,
  LOW_STOCK_THRESHOLD,
  MAX_ADDRESSES,
  ORDER_STATUS_LABELS,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENT_FILTERS,
  PAYMENT_METHOD_LABELS,
  type PaymentFilter,
  RESET_REDIRECT_DELAY_MS,
  SEARCH_DELAY_MS,
  SEARCH_KEYWORD_MIN_EXCLUSIVE,
  SORT_OPTIONS,
  STORAGE_KEYS,
  type StatusFilter,
} from './contract/constants';
export {
  type Address,
  type AddressFields,
  type AddressInfo,
  ALL_ORDER_STATUSES,
  type Brand,
  type Cart,
  type CartItem,
  type Category,
  type ColourStock,
  type FeatureImage,
  ORDER_STATUSES,
  type Order,
  type OrderEvent,
  type OrderEventActor,
  type OrderEventKind,
  type OrderItem,
  type OrderStatus,
  type OrderTracking,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentStatus,
  type Product,
  type ProductColour,
  type ProductInput,
  type ProductPicture,
  type RestockAlert,
  type RestockSubscription,
  type RestockWaiting,
  type Review,
  type ReviewFit,
  type SettableOrderStatus,
  type Size,
  type SizeGuide,
  type SizeGuideRow,
  type User,
  type UserRole,
  type WishlistItem,
} from './contract/entities';
export {
  EXTENSIONS,
  type ExtensionName,
  type ExtensionsResponse,
  honouredExtensions,
} from './contract/extensions';
export {
  AUTH,
  BADGES,
  CHECKOUT,
  CONFIRMATIONS,
  EMPTY_STATES,
  STOCK,
  VALIDATION,
} from './contract/messages';
export type {
  AddressPayload,
  BulkOrderStatusPayload,
  BulkOrderStatusResult,
  CancelOrderPayload,
  CaptureOrderData,
  CaptureOrderPayload,
  CaptureRequest,
  CardProduct,
  CartItemPayload,
  CartItemRef,
  CartResponse,
  ChangePasswordPayload,
  CheckAuthResponse,
  ColourFacet,
  CreateOrderPayload,
  CreateOrderResponse,
  DataResponse,
  EmailPayload,
  FacetCount,
  FeatureImagePayload,
  ImageUploadResponse,
  LoginPayload,
  LoginResponse,
  MessageResponse,
  OrderNotePayload,
  OrderStatusPayload,
  PaymentIdentifiers,
  ProductFacets,
  ProductFilters,
  ProductListResponse,
  ProductPageRequest,
  ProductQuery,
  ProductSortKey,
  RegisterPayload,
  ResetPasswordForm,
  ResetPasswordPayload,
  RestockAlertPayload,
  ReviewPayload,
  SizeInput,
  SortKey,
  VerifyOtpPayload,
  WishlistCheck,
  WishlistPayload,
} from './contract/payloads';
export {
  ADDRESS_FIELDS,
  addressLimitError,
  blankAddressFields,
} from './contract/rules/address';
export {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomerQuery,
  type AdminCustomerSort,
  BLOCK_REASON_MAX,
  CUSTOMER_ORDERS_SHOWN,
  type CustomerDetails,
  type CustomerDetailsResponse,
  type CustomerEvent,
  type CustomerPage,
  type CustomerSummary,
  countsTowardSpend,
  customerFigures,
  DEFAULT_ADMIN_CUSTOMER_SORT,
  matchesNameOrEmail,
} from './contract/rules/adminCustomers';
export {
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminOrderView,
  selectAdminOrders,
  shortOrderId,
} from './contract/rules/adminOrders';
export {
  ADMIN_COUNT_CAP,
  ADMIN_PAGE_LIMIT,
  ADMIN_PRODUCT_SORTS,
  type AdminPage,
  type AdminProductPage,
  type AdminProductQuery,
  type AdminProductSort,
  adminPageOf,
  countLabel,
  decodeCursor,
  encodeCursor,
  listPageOf,
  MAX_ADMIN_PAGE_LIMIT,
  matchesTitleOrBrand,
  STOCK_STATES,
  type StockState,
  searchAdminProducts,
  stockState,
} from './contract/rules/adminProducts';
export {
  isAdmin,
  isValidPassword,
  otpError,
  passwordError,
  resendOtpError,
  resetPasswordError,
} from './contract/rules/auth';
export {
  CARRIER_IDS,
  CARRIERS,
  type CarrierId,
  toTracking,
} from './contract/rules/carriers';
export {
  fitColoursToSizes,
  sumColourStock,
  withColours,
} from './contract/rules/colourStock';
export {
  colourImage,
  colourKey,
  colourPicture,
  defaultColour,
  hasColours,
  lineColour,
  picturesFor,
  quantityInCartOf,
  sizesForColour,
} from './contract/rules/colours';
export {
  type BestSeller,
  DASHBOARD_LIST_LIMITS,
  DASHBOARD_PERIODS,
  type DashboardDay,
  type DashboardFigures,
  type DashboardPeriod,
  type DashboardQuery,
  type DashboardTally,
  DEFAULT_DASHBOARD_PERIOD,
  dashboardFigures,
  dashboardRange,
  NEEDS_ACTION,
  NOT_REVENUE,
  periodFigures,
  type StockAlert,
  type Tally,
} from './contract/rules/dashboard';
export { formatDate, formatDateTime } from './contract/rules/dates';
export {
  compareSizes,
  hasFacetFilters,
  matchesProductFilters,
  orderedFacets,
  productFacets,
} from './contract/rules/facets';
export {
  countsAsPurchase,
  FIT_ANSWERS,
  type FitSummary,
  fitLabel,
  fitSummary,
  fitSummaryText,
  formatMeasure,
  type MeasureUnit,
} from './contract/rules/fit';
export {
  CARD_FIELDS,
  DEFAULT_PAGE_LIMIT,
  MAX_PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  sortProducts,
} from './contract/rules/listing';
export { splitNameList } from './contract/rules/nameList';
export {
  CSV_WRITE_OPTIONS,
  dayRangeProblems,
  isDay,
  ORDER_CSV_COLUMNS,
  ORDER_EXPORT_MAX_DAYS,
  ORDER_EXPORT_MESSAGES,
  orderCsvFileName,
  orderCsvRecord,
} from './contract/rules/orderCsv';
export {
  buildCapturePayload,
  buildOrderData,
  isIdempotencyKey,
  type OrderDataInput,
  toOrderAddress,
} from './contract/rules/orders';
export {
  CANCEL_REASONS,
  CANCELLABLE_STATUSES,
  CANCELLATION,
  canShopperCancel,
  completeTimeline,
  describeActor,
  describeOrderEvent,
  TIMELINE,
} from './contract/rules/orderTimeline';
export {
  formatMoney,
  lineTotal,
  type OrderTotals,
  orderTotals,
  toMinorUnits,
  unitPrice,
} from './contract/rules/pricing';
export {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_EXAMPLE,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES,
  type ProductCsvColumn,
  type ProductImportChange,
  type ProductImportMode,
  type ProductImportProblem,
  type ProductImportReport,
  productCsvRecord,
} from './contract/rules/productCsv';
export { productIdFromSlug } from './contract/rules/productIdFromSlug';
export { productSlug } from './contract/rules/productSlug';
export {
  canAddSize,
  isProductFormValid,
  parseStock,
  resolveTotalStock,
} from './contract/rules/products';
export { restockOptionLabel } from './contract/rules/restockAlerts';
export { isSearchableKeyword } from './contract/rules/search';
export {
  cartIncreaseError,
  type DialogAddToCart,
  dialogAddToCartError,
  type QuickAddResult,
  quickAddToCart,
  sizesInStock,
  stockBadge,
} from './contract/rules/stock';
export {
  FIELD_PROBLEMS,
  SERVER_MESSAGES,
} from './contract/serverMessages';
export { NO_CACHE_HEADERS } from './core/auth';
export { type ApiClient, createApiClient } from './core/client';
export {
  ApiError,
  type ApiErrorKind,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './core/errors';
export type { ApiClientOptions, Method, RequestSpec, Send } from './core/http';
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from './core/idempotency';
export { joinNameList } from './core/nameList';
export type { CreateOrderOptions } from './core/orders';
export { productQueryString } from './core/products';
