import type {
  AddressFields,
  AddressInfo,
  Brand,
  Cart,
  Category,
  OrderItem,
  OrderStatus,
  PaymentMethod,
  User,
} from './entities';

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
  orderStatus: OrderStatus;
}

export interface FeatureImagePayload {
  image: string;
}

export type SortKey = 'price-lowtohigh' | 'price-hightolow' | 'title-atoz' | 'title-ztoa';

export interface ProductFilters {
  category?: Category[];
  brand?: Brand[];
}
export interface ProductQuery {
  filters?: ProductFilters;
  sortBy?: SortKey;
}

export interface CartItemPayload {
  userId: string;
  productId: string;
  quantity: number;
  selectedSize: string;
}
export interface CartItemRef {
  userId: string;
  productId: string;
  selectedSize: string;
}
export interface CartResponse extends DataResponse<Cart> {}

export interface ReviewPayload {
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
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
  orderId: string;
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
export interface CaptureOrderPayload extends PaymentIdentifiers {
  orderData: { orderId: string };
}
