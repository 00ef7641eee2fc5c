/** Entity types of spec section 3, as they travel over the wire. */

export type Category = 'men' | 'women' | 'kids';
export type Brand = 'nike' | 'adidas' | 'puma' | 'levi' | 'zara' | 'h&m';
/** `admin`, or any other role value the server uses for shoppers. */
export type UserRole = 'admin' | (string & {});

export interface User {
  id: string;
  userName: string;
  /** Some backends send `name` beside or instead of `userName`. */
  name?: string;
  email: string;
  role: UserRole;
}

export interface Size {
  _id: string;
  size: string;
  stock: number;
}

export interface Product {
  _id: string;
  image: string;
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  price: number;
  /** 0 means "not on sale". */
  salePrice: number;
  totalStock: number;
  averageReview: number;
  salesCount: number;
  sizes: Size[];
  /**
   * Extension `product-colours`: the gallery, in the admin's order. The cover is still `image`
   * (one of these when the backend has them). Absent from a plain backend.
   */
  pictures?: ProductPicture[];
  /** Extension `picture-widths`: the widths `image` is also served in (see ProductPicture.widths). */
  imageWidths?: number[];
  /**
   * Extension `product-colours`: the colours it comes in, each with its own stock per size;
   * `sizes` then hold the sum over colours. Absent (or empty) for a product without colours.
   */
  colours?: ProductColour[];
}

/** Extension `product-colours`: one picture of a product's gallery. */
export interface ProductPicture {
  url: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The colour (its name) the picture shows; absent when it shows the product in any colour. */
  colour?: string;
  /**
   * Extension `picture-widths`: the widths (px) the backend also serves this picture in, as WebP
   * at `url` with `?w=<width>` added (a `srcset`). Absent for a picture held elsewhere.
   */
  widths?: number[];
}

/** Extension `product-colours`: the stock of one size in one colour. */
export interface ColourStock {
  size: string;
  stock: number;
}

/** Extension `product-colours`: one colour of a product. */
export interface ProductColour {
  /** Unique within the product; what cart items and orders record. */
  name: string;
  /** The swatch, `#rrggbb`. */
  swatch: string;
  /** Stock per size in this colour, naming the product's sizes. */
  sizes: ColourStock[];
}

/** What the admin form sends to add or edit a product; the server assigns ids and counters. */
export interface ProductInput
  extends Omit<Product, '_id' | 'averageReview' | 'salesCount' | 'sizes'> {
  averageReview?: number;
  sizes: Array<Omit<Size, '_id'> & { _id?: string }>;
}

export interface FeatureImage {
  _id: string;
  image: string;
}

export interface CartItem {
  productId: string;
  title: string;
  image: string;
  price: number;
  salePrice: number;
  quantity: number;
  selectedSize: string;
  /** Extension `product-colours`: the colour chosen; absent for a product without colours. */
  selectedColour?: string;
}

export interface Cart {
  _id: string;
  userId?: string;
  items: CartItem[];
}

export interface WishlistItem {
  productId: string;
  image: string;
  title: string;
  price: number;
  salePrice: number;
  category: Category;
  brand: Brand;
  averageReview: number;
}

export interface Review {
  _id?: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  /** 1 to 5 stars. */
  reviewValue: number;
  createdAt?: string;
  /** Extension `review-fit`: how the size fitted, when the reviewer said. */
  fit?: ReviewFit;
  /** Extension `review-fit`: the reviewer bought the product (the server decides from orders). */
  verifiedBuyer?: boolean;
}

/** A reviewer's answer on fit (extension `review-fit`). */
export type ReviewFit = 'small' | 'true' | 'large';

/**
 * A category's size guide (extension `size-guides`): measurement names and, per size, one
 * value in centimetres for each of them.
 */
export interface SizeGuide {
  category: Category;
  /** The measurements, in column order ('Chest', 'Waist', ...). */
  measurements: string[];
  rows: SizeGuideRow[];
}

export interface SizeGuideRow {
  size: string;
  /** Centimetres, one per measurement, in the same order. */
  cm: number[];
}

/** Extension `restock-alerts`: one of the signed-in shopper's alerts on a sold-out size. */
export interface RestockAlert {
  _id: string;
  productId: string;
  size: string;
  /** The colour, for a product with colours. */
  colour?: string;
}

/** Extension `restock-alerts`: what a subscription became ('pending' until a guest confirms). */
export interface RestockSubscription {
  status: 'active' | 'pending';
  productId: string;
  size: string;
  colour?: string;
}

/** Extension `restock-alerts`: how many shoppers wait for a size (in a colour) to come back. */
export interface RestockWaiting {
  productId: string;
  size: string;
  colour?: string;
  waiting: number;
}

export interface AddressFields {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

export interface Address extends AddressFields {
  _id: string;
  userId: string;
}

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
] as const;
/** A status an admin may set (spec section 4's six). */
export type SettableOrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Extension 'order-cancellation': every status an order may have, the six of spec section 4
 * plus `cancelled`, which only the order's shopper reaches (an admin rejects instead).
 */
export const ALL_ORDER_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type OrderStatus = (typeof ALL_ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The spec leaves the set open; these are the values the reference server uses. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | (string & {});

export interface OrderItem {
  productId: string;
  title: string;
  image: string;
  price: number;
  quantity: number;
  selectedSize: string;
  /** Extension `product-colours`: the colour bought; absent for a product without colours. */
  selectedColour?: string;
}

export interface AddressInfo extends AddressFields {
  addressId: string;
}

export interface Order {
  _id: string;
  userId: string;
  cartId: string;
  cartItems: OrderItem[];
  addressInfo: AddressInfo;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalAmount: number;
  cashHandlingFee: number;
  orderDate: string;
  orderUpdateDate?: string;
  paymentId: string;
  /** Extension 'order-tracking': the parcel, once the order is on its way. */
  tracking?: OrderTracking;
  /**
   * Extension 'order-timeline': every event of the order, oldest first, in the details answer
   * only (a shopper's omits internal notes). A plain backend leaves it out.
   */
  timeline?: OrderEvent[];
}

/** Extension 'order-tracking': a carrier's parcel number and, for known carriers, its page. */
export interface OrderTracking {
  /** An id of `CARRIERS`, or 'other'. */
  carrier: string;
  carrierName: string;
  number: string;
  /** The carrier's tracking page for this parcel; null for 'other'. */
  url: string | null;
}

export type OrderEventKind =
  | 'placed'
  | 'paid'
  | 'status'
  | 'cancelled'
  | 'refundDue'
  | 'refunded'
  | 'tracking'
  | 'note';

/** Who caused an event. A shopper's view names no admin: `name` is then left out. */
export interface OrderEventActor {
  kind: 'admin' | 'shopper' | 'system';
  name?: string;
}

/** One entry of an order's timeline (extension 'order-timeline'). */
export interface OrderEvent {
  _id: string;
  /** ISO time. */
  at: string;
  kind: OrderEventKind;
  actor: OrderEventActor;
  /** `status`: the status it moved to. */
  status?: OrderStatus;
  /** `status` to rejected and `cancelled`: why. */
  reason?: string;
  /** `note`: its text; `visibleToShopper` false for an internal note. */
  note?: string;
  visibleToShopper?: boolean;
  /** `tracking`: the parcel. */
  tracking?: OrderTracking;
  /** `refundDue` and `refunded`: how much, in rupees. */
  amount?: number;
}
