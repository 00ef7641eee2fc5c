/**
 * The demo shop's data, framework-free: one catalogue, one picture generator and one seeded
 * random generator, used by the mock backend and meant for the reference server's seed.
 */
export type { CartLine, DemoCart, DemoWishlist } from './carts';
export { type CatalogueEntry, CURATED_CATALOGUE, type StockProfile } from './catalogue';
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
  type PictureSource,
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
export { DEMO_USERS, type DemoRole, type DemoUser, publicUser, SHOPPER_ROLE } from './users';
