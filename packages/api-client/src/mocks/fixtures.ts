import type {
  Address,
  CustomerEvent,
  FeatureImage,
  Order,
  Product,
  Review,
  SizeGuide,
} from '../contract';
import type { DemoCart, DemoWishlist } from '../demo-data/carts';
import { type Garment, type GarmentColour, inlinePictures } from '../demo-data/pictures';
import { buildDemoSeed } from '../demo-data/seed';
import { DEMO_USERS, type DemoUser } from '../demo-data/users';

/**
 * A user as the mock backend keeps it: the public fields plus password and verification, and
 * (extension 'admin-customers') a block while one stands and the history of blocks.
 */
export type MockUser = DemoUser & {
  /** ISO time of sign-up, for accounts made while the mocks run. */
  joinedAt?: string;
  block?: { reason: string; at: string; by: string };
  history?: CustomerEvent[];
};
export type MockCart = DemoCart;
export type MockWishlist = DemoWishlist;
export type { CartLine } from '../demo-data/carts';

/** Everything the mock backend keeps, as plain data. */
export interface MockSeed {
  users: MockUser[];
  products: Product[];
  featureImages: FeatureImage[];
  carts: MockCart[];
  wishlists: MockWishlist[];
  reviews: Review[];
  addresses: Address[];
  orders: Order[];
  /** Extension `size-guides`. */
  sizeGuides: SizeGuide[];
}

export type SeedName = 'demo' | 'empty';

// The shared demo data with pictures inlined, so stories and tests never touch the network.
const DEMO_SEED = buildDemoSeed();

/**
 * The seed as a backend that knows only spec section 7 would hold it: products without
 * colours or gallery (their sizes keep the stock the colours added up to), lines without colour,
 * reviews without fit, no size guides.
 */
export function withoutColours(seed: MockSeed): MockSeed {
  const plainLine = <T extends { selectedColour?: string }>({ selectedColour: _, ...line }: T) =>
    line;
  return {
    ...seed,
    products: seed.products.map(({ colours: _c, pictures: _p, ...product }) => product),
    carts: seed.carts.map((cart) => ({ ...cart, items: cart.items.map(plainLine) })),
    orders: seed.orders.map((order) => ({ ...order, cartItems: order.cartItems.map(plainLine) })),
    reviews: seed.reviews.map(({ fit: _fit, verifiedBuyer: _v, ...review }) => review),
    sizeGuides: [],
  };
}

/**
 * A fresh deep copy, so one store's mutations never leak into another store or the fixtures;
 * `plain` leaves out what extensions add (see withoutColours).
 */
export function createSeed(name: SeedName, plain = false): MockSeed {
  if (name === 'demo') {
    const { reviewers: _reviewers, ...seed } = structuredClone(DEMO_SEED);
    return plain ? withoutColours(seed) : seed;
  }
  return {
    users: structuredClone(Object.values(DEMO_USERS)),
    products: [],
    featureImages: [],
    carts: [],
    wishlists: [],
    reviews: [],
    addresses: [],
    orders: [],
    sizeGuides: [],
  };
}

/** The demo data the mock backend starts from, read-only by convention. */
export const fixtures = {
  users: DEMO_USERS,
  products: DEMO_SEED.products,
  featureImages: DEMO_SEED.featureImages,
  carts: DEMO_SEED.carts,
  wishlists: DEMO_SEED.wishlists,
  reviews: DEMO_SEED.reviews,
  addresses: DEMO_SEED.addresses,
  orders: DEMO_SEED.orders,
  sizeGuides: DEMO_SEED.sizeGuides,
} as const;

export interface ProductImageOptions {
  garment: Garment;
  colour: GarmentColour;
}

/** A demo product picture as a data URI, for stories that build their own products. */
export function productImage({ garment, colour }: ProductImageOptions): string {
  return inlinePictures.garment(garment, colour);
}
