import { bulkOrdersUpdated } from './constants';
import { AUTH, CHECKOUT, CONFIRMATIONS, STOCK, VALIDATION } from './messages';

/**
 * Every `message` a backend of this shop answers with, success and failure, by resource. The
 * reference server's wording is the contract: the mock backend answers from this catalogue, the
 * contract suite holds both to it, and strings the UI also shows are taken from `messages.ts`
 * so each lives once.
 */

/** What the second half of an `Invalid <field>: <problem>` validation message says. */
export const FIELD_PROBLEMS = {
  required: 'is required',
  tooLong: 'is too long',
  email: 'must be a valid e-mail address',
  notNegative: 'must not be negative',
  wholeNumber: 'must be a whole number',
  atLeastOne: 'must be at least 1',
  aboveZero: 'must be above 0',
  twoDecimals: 'has at most 2 decimals',
  httpUrl: 'must be an http(s) URL',
  tooManyEntries: 'has too many entries',
  tooManyLines: 'has too many lines',
  cursor: 'is not a position this list gave',
  controlCharacters: 'must not hold control characters',
  swatch: 'must be a colour like #1f3a5f',
  duplicateEntries: 'lists an entry twice',
  trackingNumber: 'may hold only letters, digits and dashes',
  priceRange: 'must not be below minPrice',
  password: VALIDATION.password,
  otp: VALIDATION.otp,
  emptyCart: CHECKOUT.emptyCart,
  // The server's schema library words these itself; the mocks repeat its wording.
  invalidInput: 'Invalid input',
  expected: (type: string, received: string) =>
    `Invalid input: expected ${type}, received ${received}`,
  oneOf: (allowed: readonly string[]) =>
    `Invalid option: expected one of ${allowed.map((value) => JSON.stringify(value)).join('|')}`,
  atLeast: (min: number) => `Too small: expected number to be >=${min}`,
  atMost: (max: number) => `Too big: expected number to be <=${max}`,
} as const;

export const SERVER_MESSAGES = {
  common: {
    unauthorised: 'Unauthorised user!',
    accessDenied: 'Access denied',
    /** An unknown route. */
    routeNotFound: 'Not found',
    internalError: 'Something went wrong. Please try again.',
    jsonContentType: 'Content-Type must be application/json',
    invalidJson: 'Request body is not valid JSON',
    bodyTooLarge: 'Request body is too large',
    originNotAllowed: 'Origin not allowed',
    /** A NUL character in the path, query or a JSON string (PostgreSQL refuses 0x00). */
    nulCharacter: 'The request must not contain NUL characters',
    /** A JSON body nested deeper than any request of the shop needs (400). */
    nestedTooDeeply: (depth: number) =>
      `Request body is nested too deeply (at most ${depth} levels)`,
    /** Password hashing is saturated (503 with Retry-After). */
    busy: 'The server is busy. Please try again in a moment.',
    invalidRequest: 'Invalid request',
    /** A request field that fails its rule, e.g. `Invalid email: must be a valid e-mail address`. */
    invalidField: (field: string, problem: string) => `Invalid ${field}: ${problem}`,
    /** A page cursor that this list did not give (or no longer can follow). */
    badCursor: `Invalid cursor: ${FIELD_PROBLEMS.cursor}`,
    healthy: 'ok',
    /** The readiness check could not reach the database (503). */
    databaseUnavailable: 'The database is not answering',
  },
  auth: {
    registered: AUTH.registerSuccess,
    userExists: 'User already exists with the same email! Please try again',
    loggedIn: AUTH.loginSuccess,
    badCredentials: 'Invalid email or password',
    unverified: 'Please verify your email before signing in.',
    /** Extension 'admin-customers': an admin blocked the account (403); the reason stays internal. */
    blocked:
      'This account has been blocked. Please contact the shop if you think this is a mistake.',
    tooManyLogins: 'Too many failed sign-in attempts. Please try again later.',
    /** More sign-ups from one address than the window allows (429). */
    tooManyRegistrations: 'Too many sign-up attempts. Please try again later.',
    /** More password resets from one address than the window allows (429). */
    tooManyResets: 'Too many password reset attempts. Please try again later.',
    loggedOut: 'Logged out successfully!',
    authenticated: 'Authenticated user!',
    verified: 'Email verified successfully. You can now sign in.',
    alreadyVerified: 'This email is already verified. Please sign in.',
    otpInvalid: 'Invalid OTP. Please check the code and try again.',
    otpExpired: 'The code has expired or was already used. Please request a new one.',
    otpExhausted: 'Too many incorrect attempts. Please request a new code.',
    otpResent: 'If that account is awaiting verification, a new code has been sent to the email.',
    resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
    resetLinkSent: 'If an account exists for that email, a password reset link has been sent.',
    resetInvalid: 'The password reset link is invalid or has expired.',
    resetDone: 'Your password has been reset. Please sign in with your new password.',
    mailFailed: 'We could not send the e-mail right now. Please try again shortly.',
  },
  products: {
    notFound: 'Product not found',
  },
  adminProducts: {
    added: CONFIRMATIONS.productAdded,
    updated: CONFIRMATIONS.productUpdated,
    deleted: CONFIRMATIONS.productDeleted,
    notFound: 'Product not found',
    salePriceTooHigh: 'Sale price must be lower than the price (0 means not on sale)',
    duplicateSizes: 'Each size may appear only once',
    sizeAdded: 'Size added successfully',
    sizeUpdated: 'Size updated successfully',
    sizeDeleted: 'Size deleted successfully',
    sizeExists: (size: string) => `Size ${size} already exists`,
    productOrSizeNotFound: 'Product or size not found',
    duplicateColours: 'Each colour may appear only once',
    colourSizeUnknown: (colour: string, size: string) =>
      `Colour ${colour} names size ${size}, which the product does not have`,
    pictureColourUnknown: (colour: string) =>
      `A picture names colour ${colour}, which the product does not have`,
    colourNotFound: (colour: string) => `The product has no colour ${colour}`,
  },
  uploads: {
    notMultipart: 'Upload must be multipart/form-data',
    unreadable: 'Upload body could not be read',
    noFile: 'Field my_file must be an image file',
    tooLarge: 'Image is too large',
    unsupportedType: 'Only JPEG, PNG, GIF, WebP or AVIF images are accepted',
    /** The leading bytes say image, but it does not decode (truncated, corrupt, too many pixels). */
    undecodable: 'The image could not be read. Please upload another file.',
    /** Object storage did not answer (502). */
    storageUnavailable: 'Image storage is unavailable right now. Please try again.',
  },
  /** Extension: a signed-in admin changes their own password (PUT /api/admin/account/password). */
  adminAccount: {
    passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
    /** The current password does not match (400); repeated failures are throttled like sign-ins. */
    currentPasswordWrong: 'The current password is incorrect.',
  },
  adminOrders: {
    statusUpdated: 'Order status is updated successfully!',
    notFound: 'Order not found',
    /** Extension 'order-cancellation': a cancelled order stays cancelled (409). */
    cancelledIsFinal: 'This order was cancelled by its shopper and cannot change status.',
    /** Extension 'order-tracking': a parcel number only goes with the move to inShipping. */
    trackingNeedsShipping:
      'A tracking number can only be added when the order moves to In shipping.',
    /** Extension 'order-timeline'. */
    noteAdded: 'Note added',
    /** Extension 'bulk-order-status'. */
    bulkUpdated: bulkOrdersUpdated,
  },
  /** Extension 'admin-customers'. */
  adminCustomers: {
    notFound: 'Customer not found',
    blocked: 'Customer blocked. Their sessions have ended.',
    unblocked: 'Customer unblocked. They can sign in again.',
    /** Blocking an admin account through the customers' pages (409). */
    adminNotBlockable: 'An admin account cannot be blocked.',
    alreadyBlocked: 'This customer is already blocked.',
    notBlocked: 'This customer is not blocked.',
  },
  features: {
    added: 'Feature image added successfully',
    deleted: 'Feature image deleted successfully',
    notFound: 'Feature image not found',
  },
  cart: {
    added: CONFIRMATIONS.addedToCart,
    updated: CONFIRMATIONS.cartUpdated,
    deleted: CONFIRMATIONS.cartDeleted,
    productNotFound: 'Product not found',
    itemNotPresent: 'Cart item not present!',
    /** The stock rules answer with the product dialog's own messages. */
    notEnoughForSize: STOCK.notEnoughForSize,
    onlyAvailableForSize: STOCK.onlyAvailableForSize,
    cartLimitForSize: STOCK.cartLimitForSize,
    selectSize: STOCK.selectSize,
  },
  reviews: {
    added: CONFIRMATIONS.reviewAdded,
    productNotFound: 'Product not found',
    duplicate: 'You already reviewed this product!',
  },
  /** Extension `size-guides`. */
  sizeGuides: {
    saved: 'Size guide saved',
    removed: 'Size guide removed',
    notFound: 'This category has no size guide',
    rowLength: 'Every size needs one value for each measurement',
  },
  wishlist: {
    added: CONFIRMATIONS.wishlistAdded,
    removed: CONFIRMATIONS.wishlistRemoved,
    productNotFound: 'Product not found',
    notInWishlist: 'Product is not in the wishlist',
  },
  addresses: {
    added: CONFIRMATIONS.addressAdded,
    updated: CONFIRMATIONS.addressUpdated,
    deleted: CONFIRMATIONS.addressDeleted,
    notFound: 'Address not found',
    limit: VALIDATION.addressLimit,
    incomplete: (blank: readonly string[]) => `Please fill in: ${blank.join(', ')}`,
  },
  orders: {
    created: 'Order created successfully',
    notFound: 'Order not found',
    noAddress: CHECKOUT.noAddress,
    emptyCart: CHECKOUT.emptyCart,
    productUnavailable: 'A product in your cart is no longer available',
    sizeUnavailable: (size: string) => `Size ${size} is not available`,
    notEnoughForSize: STOCK.notEnoughForSize,
    onlyAvailableForSize: STOCK.onlyAvailableForSize,
    paymentUnavailable: 'The payment service is unavailable. Please try again.',
    verificationFailed: CHECKOUT.verificationFailed,
    captured: 'Payment verified. Your order is confirmed.',
    alreadyPaid: 'This order has already been paid.',
    notOnline: 'This order is not paid online.',
    /** Extension 2: the same Idempotency-Key sent again with a different order. */
    idempotencyConflict: 'This Idempotency-Key was already used for a different order.',
    /** Extension 2: a key that is empty, too long or not printable ASCII. */
    idempotencyInvalid: 'Idempotency-Key must be 1 to 100 visible characters',
    /** Extension 2: the same key again while its first request is still being answered (409). */
    stillPlacing: 'This order is still being placed. Please try again in a moment.',
    /** The same order again within moments, without an Idempotency-Key (409). */
    duplicate:
      'This order was placed a moment ago. Please check your orders before ordering again.',
    /** A shopper holding the most online orders awaiting payment (429). */
    tooManyUnpaid: (max: number) =>
      `You have ${max} orders waiting for payment. Please pay or wait for one to expire before placing another.`,
    /** A capture after the order's reservation expired and its units sold meanwhile (409). */
    expiredSoldOut:
      'This order expired before it was paid and an item has sold out meanwhile. Your payment will be refunded.',
    /** Extension 'order-cancellation'. */
    cancelled: 'Your order has been cancelled.',
    cancelledRefunded: 'Your order has been cancelled and your payment refunded.',
    cancelledRefundDue:
      'Your order has been cancelled. Your refund has been requested and will reach you shortly.',
    /** Shipping, delivered, rejected or already cancelled (409). */
    notCancellable: 'Only a pending or confirmed order can be cancelled.',
    /** A payment that arrives for an order its shopper cancelled meanwhile (409). */
    cancelledBeforePayment:
      'This order was cancelled before it was paid. Your payment will be refunded.',
    /** The timeline's reason for an online order whose reservation ran out unpaid. */
    expiredReason: 'Payment was not completed in time',
  },
  payments: {
    unknownTestOrder: 'Unknown test payment order',
    /** The payment provider's webhook: a delivery whose signature does not verify (400). */
    webhookSignature: 'Invalid webhook signature',
    webhookReceived: 'Webhook received',
  },
  media: {
    imageNotFound: 'Image not found',
    /** Extension `picture-widths`: a `w` the backend does not offer (400). */
    pictureWidth: (widths: readonly number[]) =>
      `Picture width must be one of ${widths.join(', ')}`,
  },
  dev: {
    mailboxCleared: 'Mailbox cleared',
  },
  /** The e-mails a backend sends (verification code, password reset), read in the dev mailbox. */
  mail: {
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
    /** Issue 38: the mails that follow an order, one per event. */
    orderFooter: 'Atelier — you receive this e-mail because you placed an order with us.',
    orderButton: 'View your order',
    orderRef: (shortId: string) => `Order #${shortId}`,
    placedSubject: (shortId: string) => `Your Atelier order #${shortId} is placed`,
    placedTitle: 'Thank you for your order',
    placedIntro: 'We have your order. Here is what you bought:',
    placedPaid: 'Paid by card.',
    placedCod: (fee: string) => `Pay on delivery, including the cash handling fee of ${fee}.`,
    itemLine: (title: string, size: string, quantity: number, price: string) =>
      `${title} (Size ${size}) × ${quantity} — ${price}`,
    deliverTo: 'Delivering to',
    paymentMethod: (method: string) => `Payment method: ${method}`,
    cashHandlingFee: (fee: string) => `Cash Handling Fee: ${fee}`,
    total: (total: string) => `Total: ${total}`,
    confirmedSubject: (shortId: string) => `Your Atelier order #${shortId} is confirmed`,
    confirmedTitle: 'Your order is confirmed',
    confirmedIntro: 'We are getting your order ready.',
    shippedSubject: (shortId: string) => `Your Atelier order #${shortId} is on its way`,
    shippedTitle: 'Your order is on its way',
    shippedIntro: 'Your order has left our warehouse.',
    shippedTracking: (carrier: string, number: string) =>
      `Carrier: ${carrier}, tracking number ${number}.`,
    trackButton: 'Track your parcel',
    deliveredSubject: (shortId: string) => `Your Atelier order #${shortId} is delivered`,
    deliveredTitle: 'Your order is delivered',
    deliveredIntro: 'Your order has been delivered. We hope you enjoy it.',
    rejectedSubject: (shortId: string) => `Your Atelier order #${shortId} could not be accepted`,
    rejectedTitle: 'We could not accept your order',
    rejectedIntro: 'We are sorry: we could not accept your order.',
    reason: (reason: string) => `Reason: ${reason}`,
    cancelledSubject: (shortId: string) => `Your Atelier order #${shortId} is cancelled`,
    cancelledTitle: 'Your order is cancelled',
    cancelledIntro: 'Your order has been cancelled as you asked.',
    refundComing: (amount: string) =>
      `We have asked our payment provider to refund ${amount} to your card. A separate e-mail confirms it.`,
    refundedSubject: (shortId: string) => `Your refund for Atelier order #${shortId}`,
    refundedTitle: 'Your refund is on its way',
    refundedIntro: (amount: string) =>
      `We have refunded ${amount} to the card you paid with. Banks usually show it within 5 to 7 working days.`,
    /** Extension 'restock-alerts': the guest's confirmation link and the alert itself. */
    restockFooter:
      'Atelier — you receive this e-mail because someone asked us to tell this address when a size is back.',
    restockConfirmSubject: (title: string) => `Confirm your restock alert for ${title}`,
    restockConfirmTitle: 'Confirm your restock alert',
    restockConfirmIntro: (title: string, size: string) =>
      `Confirm, and we will e-mail you once when ${title} in ${size} is back in stock.`,
    restockConfirmButton: 'Confirm the alert',
    restockConfirmIgnore:
      'Did not ask for this? Ignore this e-mail: nothing is sent without the confirmation.',
    restockBackSubject: (title: string) => `${title} is back in stock`,
    restockBackTitle: 'It is back in stock',
    restockBackIntro: (title: string, size: string) =>
      `${title} in ${size} is back in stock. Sizes go quickly, so do not wait too long.`,
    restockBackButton: 'View the product',
    restockBackEnded: 'This alert has now ended: we will not e-mail you about this size again.',
    restockUnsubscribe: 'Unsubscribe from restock alerts',
    restockUnsubscribeText: 'Stop every restock alert to this address:',
  },
  restockAlerts: {
    /** A signed-in shopper's alert, or a guest's once confirmed. */
    subscribed: (size: string) => `We will e-mail you when ${size} is back.`,
    /** A guest's alert waits for the e-mailed link. */
    confirmationSent: 'Check your e-mail and open the link we sent to turn the alert on.',
    alreadySubscribed: (size: string) => `You already have an alert for ${size}.`,
    inStock: (size: string) => `${size} is in stock: choose it and add it to your cart.`,
    sizeNotFound: (size: string) => `The product has no size ${size}`,
    /** A product with colours: the alert names one. */
    colourRequired: `Invalid colour: ${FIELD_PROBLEMS.required}`,
    /** A guest's alert: the address to mail. */
    emailRequired: `Invalid email: ${FIELD_PROBLEMS.required}`,
    removed: 'Alert removed',
    notFound: 'Alert not found',
    tooMany: 'Too many alert requests. Please try again later.',
    /**
     * The pages the e-mailed links open. A link only shows a button: mail scanners open every
     * link they see, and must not turn an alert on or off for the shopper.
     */
    confirmTitle: 'Turn the alert on',
    confirmText: (size: string) => `Press the button and we will e-mail you when ${size} is back.`,
    confirmButton: 'Turn the alert on',
    confirmedTitle: 'Your alert is on',
    unsubscribeTitle: 'Unsubscribe from restock alerts',
    unsubscribeText: 'Press the button to stop every restock alert to this address.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedText: 'We will not send restock alerts to this address any more.',
    badLinkTitle: 'This link does not work',
    badLinkText:
      'The link is invalid, has expired or was replaced. Ask again from the product page if you still want an alert.',
    continueShopping: 'Continue shopping',
    viewProduct: 'View the product',
  },
} as const;
