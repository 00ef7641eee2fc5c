export { CartReview, type CartReviewProps } from './CartReview';
export {
  CheckoutScreen,
  type CheckoutScreenProps,
  MERCHANT_NAME,
  type PlaceOrderInput,
  usePlaceOrder,
} from './CheckoutScreen';
export { OrderSummary, type OrderSummaryProps } from './OrderSummary';
export {
  buildOrderPayload,
  type CheckoutReadiness,
  checkoutBlocker,
  clearCurrentOrderId,
  readCurrentOrderId,
  saveCurrentOrderId,
} from './order';
export { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';
export {
  DEFAULT_PAYMENT_SCRIPT_URL,
  loadPaymentScript,
  type PaymentScriptStatus,
  type RazorpayConstructor,
  type RazorpayFailureResponse,
  type RazorpayInstance,
  type RazorpayOptions,
  type RazorpaySuccessResponse,
  usePaymentScript,
} from './paymentScript';
