import { createHandlers, flattenHandlers } from './handlers';
import { createMockStore } from './store';

export type { CartLine } from '../demo-data/carts';
export {
  fixtures,
  type MockCart,
  type MockSeed,
  type MockUser,
  type MockWishlist,
  type ProductImageOptions,
  productImage,
  type SeedName,
} from './fixtures';
export { type AccessRule, authorize } from './guard';
export {
  type CreateHandlersOptions,
  createHandlers,
  flattenHandlers,
  type MockHandlerGroups,
} from './handlers';
export { MOCK_OTP, MOCK_RESET_TOKEN } from './handlers/auth';
export { TEST_PAYMENT_KEY_ID } from './handlers/extras';
export { RESOURCE_GROUPS, type ResourceGroup } from './paths';
export { type BackendFlavour, REFERENCE_FLAVOUR } from './router';
export { type BackendScenarioOptions, type ScenarioScope, scenarios } from './scenarios';
export {
  createMockStore,
  type MockMail,
  MockStore,
  type MockStoreOptions,
  type PendingPayment,
} from './store';

/** The store behind `handlers`: the demo seed, nobody signed in. */
export const demoStore = createMockStore();
/** A ready set of handlers over `demoStore`. */
export const handlers = flattenHandlers(createHandlers(demoStore));
