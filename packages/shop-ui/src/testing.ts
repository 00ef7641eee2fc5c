// For apps that run shop-ui without a real backend (tests, end-to-end runs, demos): test doubles
// and the demo's notice; not part of the main entry.

export {
  installRazorpayDouble,
  type RazorpayDouble,
  type RazorpayDoubleOptions,
  type RazorpayOutcome,
} from './features/checkout/testing/razorpayDouble';
export { DemoNotice, type DemoNoticeProps, NOTICE_DISMISSED_KEY } from './features/demo/DemoNotice';
