import { createHandlers, flattenHandlers } from './handlers';
import { createMockStore } from './store';

export { fixtures, type MockSeed, type SeedName } from './fixtures';
export type { CartLine, MockCart, MockWishlist } from './fixtures/carts';
export {
  type BannerImageOptions,
  bannerImage,
  GARMENT_COLOURS,
  type Garment,
  type GarmentColour,
  type ProductImageOptions,
  productImage,
  svgDataUri,
} from './fixtures/images';
export type { MockUser } from './fixtures/users';
export { type AccessRule, authorize } from './guard';
export {
  type CreateHandlersOptions,
  createHandlers,
  flattenHandlers,
  type MockHandlerGroups,
} from './handlers';
export { MOCK_OTP, MOCK_RESET_TOKEN } from './handlers/auth';
export { RESOURCE_GROUPS, type ResourceGroup } from './paths';
export { type ScenarioScope, scenarios } from './scenarios';
export { createMockStore, MockStore, type MockStoreOptions } from './store';

/** The store behind `handlers`: the demo seed, nobody signed in. */
export const demoStore = createMockStore();
/** A ready set of handlers over `demoStore`. */
export const handlers = flattenHandlers(createHandlers(demoStore));
