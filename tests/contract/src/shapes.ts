/**
 * Response shapes of the contract, as both backends must send them: every key present with its
 * JSON type, nothing more. A list is described by the shape of its items.
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'any'
  | { readonly optional: Shape }
  | readonly [Shape]
  | { readonly [key: string]: Shape };

const isOptional = (shape: Shape): shape is { optional: Shape } =>
  typeof shape === 'object' && !Array.isArray(shape) && 'optional' in shape;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Where `value` departs from `shape`, as readable paths; empty when it fits. */
export function shapeMismatches(value: unknown, shape: Shape, path = '$'): string[] {
  if (shape === 'any') return [];
  if (typeof shape === 'string') {
    return typeOf(value) === shape ? [] : [`${path}: expected ${shape}, got ${typeOf(value)}`];
  }
  if (isOptional(shape))
    return value === undefined ? [] : shapeMismatches(value, shape.optional, path);
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected a list, got ${typeOf(value)}`];
    const [item] = shape as readonly [Shape];
    return value.flatMap((entry, index) => shapeMismatches(entry, item, `${path}[${index}]`));
  }
  if (typeOf(value) !== 'object') return [`${path}: expected an object, got ${typeOf(value)}`];
  const record = value as Record<string, unknown>;
  const fields = shape as Record<string, Shape>;
  const extra = Object.keys(record)
    .filter((key) => !(key in fields))
    .map((key) => `${path}.${key}: not in the contract`);
  const missing = Object.entries(fields).flatMap(([key, fieldShape]) =>
    key in record
      ? shapeMismatches(record[key], fieldShape, `${path}.${key}`)
      : isOptional(fieldShape)
        ? []
        : [`${path}.${key}: missing`],
  );
  return [...missing, ...extra];
}

const optional = (shape: Shape) => ({ optional: shape }) as const;

export const USER = { id: 'string', userName: 'string', email: 'string', role: 'string' } as const;
export const SIZE = { _id: 'string', size: 'string', stock: 'number' } as const;
/** Extension `product-colours`: a picture of the gallery, a colour with its stock per size. */
export const PICTURE = {
  url: 'string',
  alt: 'string',
  colour: { optional: 'string' },
  widths: { optional: ['number'] },
} as const;
export const COLOUR = {
  name: 'string',
  swatch: 'string',
  sizes: [{ size: 'string', stock: 'number' }],
} as const;
export const CARD = {
  _id: 'string',
  image: 'string',
  imageWidths: { optional: ['number'] },
  title: 'string',
  category: 'string',
  brand: 'string',
  price: 'number',
  salePrice: 'number',
  totalStock: 'number',
  averageReview: 'number',
  salesCount: 'number',
  sizes: [SIZE],
  pictures: { optional: [PICTURE] },
  colours: { optional: [COLOUR] },
} as const;
export const PRODUCT = { ...CARD, description: 'string' } as const;
export const CART = {
  _id: 'string',
  userId: 'string',
  items: [
    {
      productId: 'string',
      title: 'string',
      image: 'string',
      price: 'number',
      salePrice: 'number',
      quantity: 'number',
      selectedSize: 'string',
      selectedColour: { optional: 'string' },
    },
  ],
} as const;
export const WISHLIST_ITEM = {
  productId: 'string',
  image: 'string',
  title: 'string',
  price: 'number',
  salePrice: 'number',
  category: 'string',
  brand: 'string',
  averageReview: 'number',
} as const;
export const REVIEW = {
  _id: 'string',
  productId: 'string',
  userId: 'string',
  userName: 'string',
  reviewMessage: 'string',
  reviewValue: 'number',
  createdAt: 'string',
  fit: { optional: 'string' },
  verifiedBuyer: { optional: 'boolean' },
} as const;
/** Extension 'review-fit': a review with its fit answer (when given) and whether its author bought. */
export const FIT_REVIEW = {
  ...REVIEW,
  fit: { optional: 'string' },
  verifiedBuyer: 'boolean',
} as const;
/** Extension 'size-guides'. */
export const SIZE_GUIDE = {
  category: 'string',
  measurements: ['string'],
  rows: [{ size: 'string', cm: ['number'] }],
} as const;
export const ADDRESS = {
  _id: 'string',
  userId: 'string',
  address: 'string',
  city: 'string',
  pincode: 'string',
  phone: 'string',
  notes: 'string',
} as const;
export const TRACKING = {
  carrier: 'string',
  carrierName: 'string',
  number: 'string',
  url: 'any',
} as const;
/** Extension 'order-timeline': one event; which optional fields it has depends on its kind. */
export const ORDER_EVENT = {
  _id: 'string',
  at: 'string',
  kind: 'string',
  actor: { kind: 'string', name: { optional: 'string' } },
  status: { optional: 'string' },
  reason: { optional: 'string' },
  note: { optional: 'string' },
  visibleToShopper: { optional: 'boolean' },
  tracking: { optional: TRACKING },
  amount: { optional: 'number' },
} as const;
export const ORDER = {
  _id: 'string',
  userId: 'string',
  cartId: 'string',
  cartItems: [
    {
      productId: 'string',
      title: 'string',
      image: 'string',
      price: 'number',
      quantity: 'number',
      selectedSize: 'string',
      selectedColour: { optional: 'string' },
    },
  ],
  addressInfo: {
    addressId: 'string',
    address: 'string',
    city: 'string',
    pincode: 'string',
    phone: 'string',
    notes: 'string',
  },
  orderStatus: 'string',
  paymentMethod: 'string',
  paymentStatus: 'string',
  paymentId: 'string',
  totalAmount: 'number',
  cashHandlingFee: 'number',
  orderDate: 'string',
  orderUpdateDate: 'string',
  // Extension 'order-tracking': once a parcel number was given.
  tracking: { optional: TRACKING },
  // Extension 'order-timeline': in the details answer.
  timeline: { optional: [ORDER_EVENT] },
} as const;
/** The details answer of a backend with the timeline extension. */
export const ORDER_WITH_TIMELINE = { ...ORDER, timeline: [ORDER_EVENT] } as const;
export const FEATURE = { _id: 'string', image: 'string' } as const;
export const MAIL = {
  to: 'string',
  subject: 'string',
  text: 'string',
  html: 'string',
  sentAt: 'string',
} as const;

/** `{ success, message }`: every failure, and the answers that carry nothing else. */
export const MESSAGE = { success: 'boolean', message: 'string' } as const;
export const withData = (data: Shape) => ({ success: 'boolean', data }) as const;
export const withMessageAndData = (data: Shape) =>
  ({ success: 'boolean', message: 'string', data }) as const;
/** Extension 1's paged answer. */
export const page = (item: Shape) =>
  ({ success: 'boolean', data: [item], page: 'number', limit: 'number', total: 'number' }) as const;
export const CREATED_COD = { success: 'boolean', orderId: 'string', message: 'string' } as const;
export const CREATED_ONLINE = {
  ...CREATED_COD,
  razorpayOrderId: 'string',
  amount: 'number',
  currency: 'string',
} as const;
export const PAYMENT = {
  razorpay_order_id: 'string',
  razorpay_payment_id: 'string',
  razorpay_signature: 'string',
} as const;
export const LOGIN = { ...MESSAGE, user: USER } as const;
export const maybe = optional;
