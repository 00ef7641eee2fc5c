import { SERVER_MESSAGES } from '@atelier/api-client';

/**
 * Every user-facing message the server sends, by the names its layers use. Each one is taken
 * from the contract's catalogue (`SERVER_MESSAGES`), which the mock backend answers from and
 * the contract suite holds both backends to: no wording lives here. A new message goes into
 * the catalogue first.
 */

const {
  common,
  auth,
  adminProducts,
  adminAccount,
  adminCustomers,
  uploads,
  features,
  cart,
  orders,
  reviews,
  wishlist,
  addresses,
  payments,
  media,
  dev,
  mail,
  sizeGuides,
  restockAlerts,
} = SERVER_MESSAGES;

export const REQUEST = {
  invalid: common.invalidRequest,
  badCursor: common.badCursor,
  jsonOnly: common.jsonContentType,
  badJson: common.invalidJson,
  nul: common.nulCharacter,
  tooDeep: common.nestedTooDeeply,
  tooLarge: common.bodyTooLarge,
  notFound: common.routeNotFound,
  originNotAllowed: common.originNotAllowed,
  unexpected: common.internalError,
  busy: common.busy,
  healthy: common.healthy,
  databaseUnavailable: common.databaseUnavailable,
} as const;

export const ACCESS = {
  unauthorised: common.unauthorised,
  denied: common.accessDenied,
} as const;

export const AUTH_MESSAGES = {
  registered: auth.registered,
  loggedIn: auth.loggedIn,
  authenticated: auth.authenticated,
  userExists: auth.userExists,
  badCredentials: auth.badCredentials,
  unverified: auth.unverified,
  blocked: auth.blocked,
  tooManyLogins: auth.tooManyLogins,
  tooManyRegistrations: auth.tooManyRegistrations,
  tooManyResets: auth.tooManyResets,
  loggedOut: auth.loggedOut,
  verified: auth.verified,
  alreadyVerified: auth.alreadyVerified,
  otpInvalid: auth.otpInvalid,
  otpExpired: auth.otpExpired,
  otpExhausted: auth.otpExhausted,
  otpResent: auth.otpResent,
  resendWait: auth.resendWait,
  forgot: auth.resetLinkSent,
  resetInvalid: auth.resetInvalid,
  resetDone: auth.resetDone,
} as const;

export const ADMIN_ACCOUNT = {
  passwordChanged: adminAccount.passwordChanged,
  currentPasswordWrong: adminAccount.currentPasswordWrong,
} as const;

export const CUSTOMERS = {
  notFound: adminCustomers.notFound,
  blocked: adminCustomers.blocked,
  unblocked: adminCustomers.unblocked,
  adminNotBlockable: adminCustomers.adminNotBlockable,
  alreadyBlocked: adminCustomers.alreadyBlocked,
  notBlocked: adminCustomers.notBlocked,
} as const;

export const CATALOGUE = {
  productNotFound: adminProducts.notFound,
  productAdded: adminProducts.added,
  productUpdated: adminProducts.updated,
  productDeleted: adminProducts.deleted,
  saleBelowPrice: adminProducts.salePriceTooHigh,
  sizesUnique: adminProducts.duplicateSizes,
  sizeExists: adminProducts.sizeExists,
  sizeAdded: adminProducts.sizeAdded,
  sizeUpdated: adminProducts.sizeUpdated,
  sizeDeleted: adminProducts.sizeDeleted,
  productOrSizeNotFound: adminProducts.productOrSizeNotFound,
  colourNotFound: adminProducts.colourNotFound,
  imageNotFound: media.imageNotFound,
  pictureWidth: media.pictureWidth,
  featureAdded: features.added,
  featureDeleted: features.deleted,
  featureNotFound: features.notFound,
} as const;

export const UPLOADS = {
  tooLarge: uploads.tooLarge,
  multipartOnly: uploads.notMultipart,
  unreadable: uploads.unreadable,
  fieldMissing: uploads.noFile,
  unsupported: uploads.unsupportedType,
  undecodable: uploads.undecodable,
  storageUnavailable: uploads.storageUnavailable,
} as const;

export const CART = {
  added: cart.added,
  updated: cart.updated,
  deleted: cart.deleted,
  itemMissing: cart.itemNotPresent,
  limitForSize: cart.cartLimitForSize,
} as const;

export const ORDERS = {
  created: orders.created,
  emptyCart: orders.emptyCart,
  noAddress: orders.noAddress,
  notFound: orders.notFound,
  productGone: orders.productUnavailable,
  sizeUnavailable: orders.sizeUnavailable,
  notEnoughForSize: orders.notEnoughForSize,
  onlyAvailableForSize: orders.onlyAvailableForSize,
  paymentUnavailable: orders.paymentUnavailable,
  verificationFailed: orders.verificationFailed,
  captured: orders.captured,
  alreadyPaid: orders.alreadyPaid,
  notOnline: orders.notOnline,
  statusUpdated: SERVER_MESSAGES.adminOrders.statusUpdated,
  duplicate: orders.duplicate,
  stillPlacing: orders.stillPlacing,
  tooManyUnpaid: orders.tooManyUnpaid,
  expiredSoldOut: orders.expiredSoldOut,
  idempotencyMismatch: orders.idempotencyConflict,
  idempotencyInvalid: orders.idempotencyInvalid,
  cancelled: orders.cancelled,
  cancelledRefunded: orders.cancelledRefunded,
  cancelledRefundDue: orders.cancelledRefundDue,
  notCancellable: orders.notCancellable,
  cancelledBeforePayment: orders.cancelledBeforePayment,
  expiredReason: orders.expiredReason,
  cancelledIsFinal: SERVER_MESSAGES.adminOrders.cancelledIsFinal,
  trackingNeedsShipping: SERVER_MESSAGES.adminOrders.trackingNeedsShipping,
  noteAdded: SERVER_MESSAGES.adminOrders.noteAdded,
  bulkUpdated: SERVER_MESSAGES.adminOrders.bulkUpdated,
  unexpected: common.internalError,
} as const;

export const REVIEWS = {
  added: reviews.added,
  duplicate: reviews.duplicate,
} as const;

export const WISHLIST = {
  added: wishlist.added,
  removed: wishlist.removed,
  notInWishlist: wishlist.notInWishlist,
} as const;

export const ADDRESSES = {
  added: addresses.added,
  updated: addresses.updated,
  deleted: addresses.deleted,
  notFound: addresses.notFound,
  fillIn: addresses.incomplete,
} as const;

export const PAYMENTS = {
  unknownTestOrder: payments.unknownTestOrder,
  webhookSignature: payments.webhookSignature,
  webhookReceived: payments.webhookReceived,
} as const;

export const DEV = {
  mailboxCleared: dev.mailboxCleared,
} as const;

export const MAIL = mail;

/** Extension size-guides. */
export const SIZE_GUIDES = sizeGuides;

/** Extension restock-alerts. */
export const RESTOCK = {
  ...restockAlerts,
  productNotFound: adminProducts.notFound,
  colourNotFound: adminProducts.colourNotFound,
  accessDenied: common.accessDenied,
} as const;
