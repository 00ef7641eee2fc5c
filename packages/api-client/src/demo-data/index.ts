/**
 * The demo shop's data, framework-free: one catalogue, one picture generator and one seeded
 * random generator, used by the mock backend and meant for the reference server's seed.
 *
 * A database backend seeds from `buildDemoSeed({ pictures: servedPictures })` (add
 * `productCount: 10_000` for a benchmark): the accounts in `users` (plain passwords, to hash),
 * the review authors in `reviewers` (store them as verified users with an unusable password),
 * then `products`, `featureImages`, `addresses`, `carts`, `wishlists`, `reviews` and `orders`,
 * which name each other by the ids given here. Its pictures are paths such as
 * `/media/garments/jeans-4a6a9b.webp`; the route serving them draws `pictureSvg(path)` for the
 * same path ending in `.svg` (rasterised for `.webp`), so the mocks' data URIs and the served
 * files are the same drawing.
 */
export type { CartLine, DemoCart, DemoWishlist } from './carts';
export { type CatalogueEntry, CURATED_CATALOGUE, type StockProfile } from './catalogue';
export { COLOUR_LABELS, type DemoColour } from './colours';
export {
  BANNER_COUNT,
  BANNERS,
  type BannerDefinition,
  bannerPicturePath,
  bannerSvg,
  GARMENT_COLOURS,
  GARMENTS,
  type Garment,
  type GarmentColour,
  garmentPicturePath,
  garmentSvg,
  inlinePictures,
  PICTURE_VIEWS,
  type PictureSource,
  type PictureView,
  pictureSvg,
  servedPictures,
  svgDataUri,
} from './pictures';
export { type DemoProduct, demoProducts, sizeRun, sumStock } from './products';
export {
  createIdFactory,
  createRandom,
  pick,
  providerId,
  type Random,
  randomInt,
} from './random';
export { averageReview, type DemoReviewer } from './reviews';
export { buildDemoSeed, type DemoSeed, type DemoSeedOptions } from './seed';
export { DEMO_SIZE_GUIDES } from './sizeGuides';
export { DEMO_USERS, type DemoRole, type DemoUser, publicUser, SHOPPER_ROLE } from './users';
