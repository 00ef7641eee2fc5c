export {
  installRazorpayDouble,
  type RazorpayDouble,
  type RazorpayDoubleOptions,
  type RazorpayOutcome,
  removeRazorpay,
} from './razorpayDouble';
export {
  backend,
  expectErrorToast,
  expectToast,
  navigate,
  page,
  startOwnBackend,
  withNavigateSpy,
} from './storySupport';
