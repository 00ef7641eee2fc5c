import type { OrderStatus, PaymentMethod } from '@atelier/api-client';

/** A colour family for badges and charts; the theme maps each tone to an AA-contrast pair. */
export type Tone =
  | 'green'
  | 'yellow'
  | 'blue'
  | 'indigo'
  | 'purple'
  | 'red'
  | 'orange'
  | 'teal'
  | 'slate'
  | 'neutral';

/** Who is looking at an order: the back office colours every status, the shop only the final ones. */
export type OrderAudience = 'admin' | 'shopper';

/** The status colours of spec section 4, per audience. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderAudience, Record<OrderStatus, Tone>>> = {
  admin: {
    confirmed: 'green',
    pending: 'yellow',
    inProcess: 'blue',
    inShipping: 'indigo',
    delivered: 'purple',
    rejected: 'red',
    // Issue 38: a status of its own colour, apart from the six of the spec, in both palettes.
    cancelled: 'slate',
  },
  shopper: {
    confirmed: 'green',
    rejected: 'red',
    delivered: 'blue',
    pending: 'neutral',
    inProcess: 'neutral',
    inShipping: 'neutral',
    cancelled: 'slate',
  },
};

/** The payment method badges' colours (spec section 4): cod orange, online teal. */
export const PAYMENT_METHOD_TONES: Readonly<Record<PaymentMethod, Tone>> = {
  cod: 'orange',
  online: 'teal',
};
