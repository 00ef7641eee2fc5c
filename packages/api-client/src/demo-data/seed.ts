import type { Address, FeatureImage, Order, Product, Review, SizeGuide } from '../contract';
import { buildAddresses } from './addresses';
import { buildCarts, buildWishlists, type DemoCart, type DemoWishlist } from './carts';
import { CURATED_CATALOGUE } from './catalogue';
import { buildOrders } from './orders';
import { BANNER_COUNT, inlinePictures, PICTURE_VIEWS, type PictureSource } from './pictures';
import { demoProducts } from './products';
import { createIdFactory } from './random';
import { buildReviews, type DemoReviewer } from './reviews';
import { DEMO_SIZE_GUIDES } from './sizeGuides';
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
  /** Extension `size-guides`: one per category. */
  sizeGuides: SizeGuide[];
}

export interface DemoSeedOptions {
  /** How pictures are referenced: data URIs (default) or the server's `/media/...` paths. */
  pictures?: PictureSource;
  /** Products in the catalogue; the curated list by default, more are generated. */
  productCount?: number;
  /**
   * The demo shoppers' addresses, carts, wishlists, reviews and orders (default true). They name
   * curated products, so they need the whole curated list; without them every product has an
   * averageReview of 0, as no reviews exist.
   */
  activity?: boolean;
}

/**
 * Builds the demo shop. Ids look like ObjectIds created in early 2024 and come out the same on
 * every run, as do stock levels, reviews and orders, so stories and tests can name them.
 */
export function buildDemoSeed({
  pictures = inlinePictures,
  productCount,
  activity = true,
}: DemoSeedOptions = {}): DemoSeed {
  if (activity && productCount !== undefined && productCount < CURATED_CATALOGUE.length) {
    throw new Error(
      `The demo activity names curated products: ask for at least ${CURATED_CATALOGUE.length} products, or for no activity`,
    );
  }
  const nextId = createIdFactory(1337, '65b2a7c1');
  const { shopper, secondShopper } = DEMO_USERS;
  const products: Product[] = demoProducts(productCount).map(({ garment, colour, ...product }) => ({
    _id: nextId(),
    image: pictures.garment(garment, colour),
    pictures: product.colours.flatMap((entry) =>
      product.views.map((view) => ({
        url: pictures.garment(garment, entry.colour, view),
        alt: `${product.title} in ${entry.name}, ${PICTURE_VIEWS[view]}`,
        colour: entry.name,
      })),
    ),
    colours: product.colours.map(({ name, swatch, sizes }) => ({ name, swatch, sizes })),
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
  const users = Object.values(DEMO_USERS);
  const sizeGuides = structuredClone([...DEMO_SIZE_GUIDES]);
  if (!activity) {
    const featureImages = banners(pictures, nextId);
    const none = {
      reviewers: [],
      carts: [],
      wishlists: [],
      reviews: [],
      addresses: [],
      orders: [],
    };
    return { users, products, featureImages, sizeGuides, ...none };
  }
  const { reviews, reviewers } = buildReviews(products, [shopper, secondShopper], nextId);
  const addresses = buildAddresses(shopper, secondShopper, nextId);
  const featureImages = banners(pictures, nextId);
  return {
    users,
    reviewers,
    products,
    featureImages,
    carts: buildCarts(products, { shopper, secondShopper }, nextId),
    wishlists: buildWishlists(products, { shopper, secondShopper }),
    reviews,
    addresses,
    orders: buildOrders(products, addresses, { shopper, secondShopper }, nextId),
    sizeGuides,
  };
}

function banners(pictures: PictureSource, nextId: () => string): FeatureImage[] {
  return Array.from({ length: BANNER_COUNT }, (_, index) => ({
    _id: nextId(),
    image: pictures.banner(index),
  }));
}
