import type {
  AddressFields,
  AddressInfo,
  Brand,
  Cart,
  Category,
  OrderItem,
  PaymentMethod,
  Product,
  ReviewFit,
  SettableOrderStatus,
  User,
} from './entities';
import type { CarrierId } from './rules/carriers';

/** Request bodies and response bodies of spec section 7. */

export interface RegisterPayload {
  userName: string;
  email: string;
  password: string;
}
export interface LoginPayload {
  email: string;
  password: string;
}
export interface VerifyOtpPayload {
  email: string;
  otp: string;
}
export interface EmailPayload {
  email: string;
}
export interface ResetPasswordForm {
  newPassword: string;
  confirmPassword: string;
}
export interface ResetPasswordPayload {
  token: string;
  newPassword: string;
}

/** Extension: a signed-in admin's password change (PUT /api/admin/account/password). */
export interface ChangePasswordPayload {
  currentPassword: string;
  newPassword: string;
}

export interface MessageResponse {
  success: boolean;
  message: string;
}
export interface DataResponse<T> {
  success: boolean;
  data: T;
  message?: string;
}
export interface LoginResponse extends MessageResponse {
  user: User;
}
export interface CheckAuthResponse {
  success: boolean;
  user: User;
  message?: string;
}

export interface ImageUploadResponse {
  success: boolean;
  result: { url: string };
}

export interface SizeInput {
  size: string;
  stock: number;
}

export interface OrderStatusPayload {
  orderStatus: SettableOrderStatus;
  /** Extension: why an order is rejected (its e-mail and timeline say it). */
  reason?: string;
  /** Extension 'order-tracking': with inShipping, the parcel (carrier 'other' when left out). */
  carrier?: CarrierId;
  trackingNumber?: string;
}

/** Extension 'order-cancellation': the shopper's cancel call. */
export interface CancelOrderPayload {
  reason: string;
}

/** Extension 'order-timeline': an admin's note on an order. */
export interface OrderNotePayload {
  text: string;
  /** Shown on the shopper's timeline too; an internal note otherwise. */
  visibleToShopper: boolean;
}

/** Extension 'bulk-order-status': one status for many orders. */
export interface BulkOrderStatusPayload {
  orderIds: string[];
  orderStatus: SettableOrderStatus;
  reason?: string;
}
/** Each order changed on its own: the ones that changed, and why each other one did not. */
export interface BulkOrderStatusResult {
  updated: string[];
  failed: Array<{ orderId: string; message: string }>;
}

export interface FeatureImagePayload {
  image: string;
}

export type SortKey = 'price-lowtohigh' | 'price-hightolow' | 'title-atoz' | 'title-ztoa';
/** The listing's sorts plus extension 1's best sellers first (home's 'Feature Products'). */
export type ProductSortKey = SortKey | 'sales-hightolow';

export interface ProductFilters {
  category?: Category[];
  brand?: Brand[];
  /** Extension `product-facets`: products with one of these sizes in stock. */
  size?: string[];
  /** Extension `product-facets`: products with one of these colours in stock (in a chosen size). */
  colour?: string[];
  /** Extension `product-facets`: what a shopper pays (the sale price when there is one), at least. */
  minPrice?: number;
  /** Extension `product-facets`: what a shopper pays, at most. */
  maxPrice?: number;
}
export interface ProductQuery {
  filters?: ProductFilters;
  sortBy?: ProductSortKey;
}

/** Extension `product-facets`: one option of a filter and how many products it would show. */
export interface FacetCount {
  value: string;
  count: number;
}
/** A colour option also carries its swatch (`#rrggbb`). */
export interface ColourFacet extends FacetCount {
  swatch: string;
}
/**
 * Extension `product-facets` (`GET /api/shop/products/facets`, the list's filters as query):
 * each option's count applies every other filter, and the filter's own choices are left out,
 * so "M (24)" is what choosing M beside the other sizes adds. `price` spans what the shopper
 * pays across the products the other filters keep (null when none).
 */
export interface ProductFacets {
  size: FacetCount[];
  colour: ColourFacet[];
  price: { min: number; max: number } | null;
}

/**
 * Extension 1: one page of the list, optionally with card fields only. A backend that honours
 * it answers with a numeric `total`; one that ignores it answers with the whole list.
 */
export interface ProductPageRequest {
  /** 1-based. */
  page: number;
  /** 1 to 100 products per page. */
  limit: number;
  /** `card`: only what a product card needs (no description). */
  fields?: 'card';
}

/** A product as a card shows it; with `fields=card` the description is left out. */
export type CardProduct = Omit<Product, 'description'> & { description?: string };

export interface ProductListResponse<P = Product> extends DataResponse<P[]> {
  page?: number;
  limit?: number;
  /** Present only when the backend paged the answer: how many products match in all. */
  total?: number;
}

export interface CartItemPayload {
  userId: string;
  productId: string;
  quantity: number;
  selectedSize: string;
  /** Extension `product-colours`: sent only for a product with colours. */
  selectedColour?: string;
}
export interface CartItemRef {
  userId: string;
  productId: string;
  selectedSize: string;
  /** Extension `product-colours`: the line's colour, sent as `?colour=`. */
  selectedColour?: string;
}
export interface CartResponse extends DataResponse<Cart> {}

export interface ReviewPayload {
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  /** Extension `review-fit`; a plain backend ignores it. */
  fit?: ReviewFit;
}

export interface WishlistPayload {
  userId: string;
  productId: string;
}
export interface WishlistCheck {
  isInWishlist: boolean;
}

export interface AddressPayload extends AddressFields {
  userId: string;
}

export interface CreateOrderPayload {
  userId: string;
  cartId: string;
  cartItems: OrderItem[];
  addressInfo: AddressInfo;
  paymentMethod: PaymentMethod;
  totalAmount: number;
}
export interface CreateOrderResponse {
  success: boolean;
  /**
   * Our order's id. A backend that creates online orders only when the payment is captured
   * leaves it out and answers with the provider's order id, amount and currency alone.
   */
  orderId?: string;
  /** Present for online payments: the provider's order id for the payment window. */
  razorpayOrderId?: string;
  /** Amount in the provider's smallest unit (paise for INR). */
  amount?: number;
  currency?: string;
  message?: string;
}
/** What the card provider's checkout hands to its success handler. */
export interface PaymentIdentifiers {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
/**
 * The order travels with its capture (extension 3): the create call's fields, plus `orderId`
 * when the create answer gave one, so a backend that creates the order only now can.
 */
export interface CaptureOrderData extends CreateOrderPayload {
  orderId?: string;
}
export interface CaptureOrderPayload extends PaymentIdentifiers {
  orderData: CaptureOrderData;
}
/**
 * What a capture call may carry when the order's data is not at hand (a payment resumed after
 * a reload): a backend that created the order at create time needs only `orderId`.
 */
export interface CaptureRequest extends PaymentIdentifiers {
  orderData: Partial<CaptureOrderData>;
}

/** Extension `restock-alerts`: "Notify me" on a sold-out size; a guest gives `email`. */
export interface RestockAlertPayload {
  productId: string;
  size: string;
  /** For a product with colours. */
  colour?: string;
  email?: string;
}
