export { DEFAULT_PAYMENT_SCRIPT_URL, loadPaymentScript } from './loadPaymentScript';
export type {
  RazorpayConstructor,
  RazorpayFailureResponse,
  RazorpayInstance,
  RazorpayOptions,
  RazorpaySuccessResponse,
} from './razorpay';
export { type PaymentScriptStatus, usePaymentScript } from './usePaymentScript';
