import { CHECKOUT, CONFIRMATIONS } from '@atelier/api-client';

/**
 * shop-ui's own words: the error text and prompts the spec leaves to the UI. The spec's words
 * live in the api-client contract (`CHECKOUT`, `CONFIRMATIONS`, ...); these sit beside them, in
 * one place, so every feature says the same thing the same way.
 */
export const SHOP_TEXT = {
  logoutFailed: 'Logout failed',
  addressAddFailed: 'Failed to add address',
  addressUpdateFailed: 'Failed to update address',
  addressDeleteFailed: 'Failed to delete address',
  /** Section 8's short title; the toast's description is section 5's sentence. */
  paymentLoadingTitle: 'Payment system is still loading...',
  paymentLoadingDescription: CHECKOUT.paymentLoading,
  /** After sign-in, when the stock could not take every line the guest had in their cart. */
  guestCartShort: 'Some items from before you signed in could not be added to your cart',
} as const;

/**
 * Why a guest is sent to sign in, one sentence per login-only action. The wishlist's is the
 * spec's own ('Please login to add to wishlist').
 */
export const LOGIN_REASONS = {
  wishlist: CONFIRMATIONS.wishlistNeedsLogin,
  checkout: 'Please login to checkout',
  review: 'Please login to write a review',
} as const;

export type LoginReason = keyof typeof LOGIN_REASONS;
