import type { Address, FeatureImage, Order, Product, Review } from '../contract';
import { buildAddresses } from './addresses';
import { buildCarts, buildWishlists, type DemoCart, type DemoWishlist } from './carts';
import { buildOrders } from './orders';
import { BANNER_COUNT, inlinePictures, type PictureSource } from './pictures';
import { demoProducts } from './products';
import { createIdFactory } from './random';
import { buildReviews, type DemoReviewer } from './reviews';
import { DEMO_USERS, type DemoUser } from './users';

/** The whole demo shop as plain data, ready for a backend to store. */
export interface DemoSeed {
  /** Everyone who can sign in: shopper, admin, second shopper, unverified. */
  users: DemoUser[];
  /** Authors of the demo reviews, who never sign in. */
  reviewers: DemoReviewer[];
  products: Product[];
  featureImages: FeatureImage[];
  carts: DemoCart[];
  wishlists: DemoWishlist[];
  reviews: Review[];
  addresses: Address[];
  orders: Order[];
}

export interface DemoSeedOptions {
  /** How pictures are referenced: data URIs (default) or the server's `/media/...` paths. */
  pictures?: PictureSource;
  /** Products in the catalogue; the curated list by default, more are generated. */
  productCount?: number;
}

/**
 * Builds the demo shop. Ids look like ObjectIds created in early 2024 and come out the same on
 * every run, as do stock levels, reviews and orders, so stories and tests can name them.
 */
export function buildDemoSeed({
  pictures = inlinePictures,
  productCount,
}: DemoSeedOptions = {}): DemoSeed {
  const nextId = createIdFactory(1337, '65b2a7c1');
  const { shopper, secondShopper } = DEMO_USERS;
  const products: Product[] = demoProducts(productCount).map(({ garment, colour, ...product }) => ({
    _id: nextId(),
    image: pictures.garment(garment, colour),
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: product.price,
    salePrice: product.salePrice,
    totalStock: product.totalStock,
    // Filled in from the generated reviews so the two always agree.
    averageReview: 0,
    salesCount: product.salesCount,
    sizes: product.sizes.map((size) => ({ _id: nextId(), ...size })),
  }));
  const { reviews, reviewers } = buildReviews(products, [shopper, secondShopper], nextId);
  const addresses = buildAddresses(shopper, secondShopper, nextId);
  const featureImages = Array.from({ length: BANNER_COUNT }, (_, index) => ({
    _id: nextId(),
    image: pictures.banner(index),
  }));
  return {
    users: Object.values(DEMO_USERS),
    reviewers,
    products,
    featureImages,
    carts: buildCarts(products, { shopper, secondShopper }, nextId),
    wishlists: buildWishlists(products, { shopper, secondShopper }),
    reviews,
    addresses,
    orders: buildOrders(products, addresses, { shopper, secondShopper }, nextId),
  };
}
