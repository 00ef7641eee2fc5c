import { AUTH, CHECKOUT, CONFIRMATIONS, STOCK, VALIDATION } from '@atelier/api-client';

/**
 * Every user-facing message the server sends, in one place: plain strings and message
 * functions. The spec's own wording comes from the contract; the rest is the server's. Nothing
 * here imports server code, so the module can move into the contract package as it is.
 */

/** Field problems; a response reads `Invalid <field>: <problem>` (see REQUEST.invalidField). */
export const FIELD = {
  required: 'is required',
  tooLong: 'is too long',
  email: 'must be a valid e-mail address',
  password: VALIDATION.password,
  otp: VALIDATION.otp,
  notNegative: 'must not be negative',
  twoDecimals: 'has at most 2 decimals',
  wholeNumber: 'must be a whole number',
  atLeastOne: 'must be at least 1',
  aboveZero: 'must be above 0',
  tooManyEntries: 'has too many entries',
  tooManyLines: 'has too many lines',
  httpUrl: 'must be an http(s) URL',
} as const;

export const REQUEST = {
  invalid: 'Invalid request',
  invalidField: (field: string, problem: string) => `Invalid ${field}: ${problem}`,
  jsonOnly: 'Content-Type must be application/json',
  badJson: 'Request body is not valid JSON',
  nul: 'The request must not contain NUL characters',
  tooLarge: 'Request body is too large',
  notFound: 'Not found',
  originNotAllowed: 'Origin not allowed',
  unexpected: 'Something went wrong. Please try again.',
  busy: 'The server is busy. Please try again in a moment.',
  healthy: 'ok',
} as const;

export const ACCESS = {
  unauthorised: 'Unauthorised user!',
  denied: 'Access denied',
} as const;

export const AUTH_MESSAGES = {
  registered: AUTH.registerSuccess,
  loggedIn: AUTH.loginSuccess,
  authenticated: 'Authenticated user!',
  userExists: 'User already exists with the same email! Please try again',
  badCredentials: 'Invalid email or password',
  unverified: 'Please verify your email before signing in.',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
  tooManyRegistrations: 'Too many sign-up attempts. Please try again later.',
  tooManyResets: 'Too many password reset attempts. Please try again later.',
  loggedOut: 'Logged out successfully!',
  verified: 'Email verified successfully. You can now sign in.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'The code has expired or was already used. Please request a new one.',
  otpExhausted: 'Too many incorrect attempts. Please request a new code.',
  otpResent: 'If that account is awaiting verification, a new code has been sent to the email.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  forgot: 'If an account exists for that email, a password reset link has been sent.',
  resetInvalid: 'The password reset link is invalid or has expired.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  mailFailed: 'We could not send the e-mail right now. Please try again shortly.',
} as const;

export const CATALOGUE = {
  productNotFound: 'Product not found',
  productAdded: CONFIRMATIONS.productAdded,
  productUpdated: CONFIRMATIONS.productUpdated,
  productDeleted: CONFIRMATIONS.productDeleted,
  saleBelowPrice: 'Sale price must be lower than the price (0 means not on sale)',
  sizesUnique: 'Each size may appear only once',
  sizeExists: (size: string) => `Size ${size} already exists`,
  sizeAdded: 'Size added successfully',
  sizeUpdated: 'Size updated successfully',
  sizeDeleted: 'Size deleted successfully',
  productOrSizeNotFound: 'Product or size not found',
  imageNotFound: 'Image not found',
  featureAdded: 'Feature image added successfully',
  featureDeleted: 'Feature image deleted successfully',
  featureNotFound: 'Feature image not found',
} as const;

export const UPLOADS = {
  tooLarge: 'Image is too large',
  multipartOnly: 'Upload must be multipart/form-data',
  unreadable: 'Upload body could not be read',
  fieldMissing: 'Field my_file must be an image file',
  unsupported: 'Only JPEG, PNG, GIF, WebP or AVIF images are accepted',
} as const;

export const CART = {
  added: CONFIRMATIONS.addedToCart,
  updated: CONFIRMATIONS.cartUpdated,
  deleted: CONFIRMATIONS.cartDeleted,
  itemMissing: 'Cart item not present!',
  limitForSize: STOCK.cartLimitForSize,
} as const;

export const ORDERS = {
  created: 'Order created successfully',
  emptyCart: CHECKOUT.emptyCart,
  noAddress: CHECKOUT.noAddress,
  notFound: 'Order not found',
  productGone: 'A product in your cart is no longer available',
  sizeUnavailable: (size: string) => `Size ${size} is not available`,
  notEnoughForSize: STOCK.notEnoughForSize,
  onlyAvailableForSize: STOCK.onlyAvailableForSize,
  paymentUnavailable: 'The payment service is unavailable. Please try again.',
  verificationFailed: CHECKOUT.verificationFailed,
  captured: 'Payment verified. Your order is confirmed.',
  alreadyPaid: 'This order has already been paid.',
  notOnline: 'This order is not paid online.',
  statusUpdated: 'Order status is updated successfully!',
  duplicate: 'This order was placed a moment ago. Please check your orders before ordering again.',
  stillPlacing: 'This order is still being placed. Please try again in a moment.',
  tooManyUnpaid: (max: number) =>
    `You have ${max} orders waiting for payment. Please pay or wait for one to expire before placing another.`,
  expiredSoldOut:
    'This order expired before it was paid and an item has sold out meanwhile. Your payment will be refunded.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order.',
  idempotencyInvalid: 'Idempotency-Key must be 1 to 100 visible characters',
} as const;

export const REVIEWS = {
  added: CONFIRMATIONS.reviewAdded,
  duplicate: 'You already reviewed this product!',
} as const;

export const WISHLIST = {
  added: CONFIRMATIONS.wishlistAdded,
  removed: CONFIRMATIONS.wishlistRemoved,
  notInWishlist: 'Product is not in the wishlist',
} as const;

export const ADDRESSES = {
  added: CONFIRMATIONS.addressAdded,
  updated: CONFIRMATIONS.addressUpdated,
  deleted: CONFIRMATIONS.addressDeleted,
  notFound: 'Address not found',
  fillIn: (fields: readonly string[]) => `Please fill in: ${fields.join(', ')}`,
} as const;

export const PAYMENTS = {
  unknownTestOrder: 'Unknown test payment order',
  webhookSignature: 'Invalid webhook signature',
  webhookReceived: 'Webhook received',
} as const;

export const DEV = {
  mailboxCleared: 'Mailbox cleared',
} as const;

export const MAIL = {
  footer: 'Atelier — if you did not ask for this e-mail, you can ignore it.',
  otpSubject: (code: string) => `Your Atelier verification code: ${code}`,
  otpTitle: 'Verify your e-mail',
  greeting: (userName: string) => `Hello ${userName},`,
  otpIntro: 'Your verification code is',
  otpValidity: (minutes: number) => `It is valid for ${minutes} minutes and can be used once.`,
  resetSubject: 'Reset your Atelier password',
  resetTitle: 'Reset your password',
  resetButton: 'Reset password',
  resetTextIntro: (minutes: number) =>
    `Reset your password with this link (valid for ${minutes} minutes, once):`,
  resetValidity: (minutes: number) => `The link is valid for ${minutes} minutes and works once.`,
} as const;
