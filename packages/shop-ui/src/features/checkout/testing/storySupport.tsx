import {
  createHandlers,
  createMockStore,
  flattenHandlers,
  type MockStore,
} from '@atelier/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';

/** Stands in for the host router so play functions can assert where checkout sent the shopper. */
export const navigate = fn().mockName('navigate');

export const withNavigateSpy: Decorator = (Story) => (
  <NavigationProvider navigate={navigate}>
    <Story />
  </NavigationProvider>
);

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

/** Toasts render outside the story root. */
export const page = () => within(document.body);

/** The destructive toast (role alert) with this title and, when given, description. */
export async function expectErrorToast(title: string, description?: string) {
  const toast = await page().findByRole('alert', {}, { timeout: 4000 });
  await waitFor(() => expect(toast).toHaveTextContent(title));
  if (description) await expect(toast).toHaveTextContent(description);
  return toast;
}

/** The neutral toast (role status) with this title and, when given, description. */
export async function expectToast(title: string, description?: string) {
  const toast = await page().findByRole('status', {}, { timeout: 4000 });
  await waitFor(() => expect(toast).toHaveTextContent(title));
  if (description) await expect(toast).toHaveTextContent(description);
  return toast;
}
