import {
  createHandlers,
  createMockStore,
  flattenHandlers,
  type MockStore,
} from '@atelier/api-client/mocks';
import type { HttpHandler } from 'msw';

export {
  expectErrorToast,
  expectToast,
  navigate,
  page,
  withNavigateSpy,
} from '../../../stories/support';

interface MswContext {
  msw: { use: (...handlers: HttpHandler[]) => void };
}

let currentStore: MockStore | null = null;

/**
 * A mock backend of the story's own, in front of the preview's, so play functions can look at
 * what the "server" recorded (orders, addresses). Signs in the given demo user.
 */
export function startOwnBackend(
  { msw }: MswContext,
  who: 'shopper' | 'secondShopper' | (string & {}),
): MockStore {
  const store = createMockStore();
  store.signIn(who);
  msw.use(...flattenHandlers(createHandlers(store)));
  currentStore = store;
  return store;
}

/** The store `startOwnBackend` created for the running story. */
export function backend(): MockStore {
  if (!currentStore) throw new Error('Call startOwnBackend in the story’s beforeEach first.');
  return currentStore;
}
