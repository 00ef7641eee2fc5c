// Test doubles for apps and end-to-end tests that embed shop-ui; not part of the main entry.
export {
  installRazorpayDouble,
  type RazorpayDouble,
  type RazorpayDoubleOptions,
  type RazorpayOutcome,
} from './features/checkout/testing/razorpayDouble';
