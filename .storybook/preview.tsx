import { createApiClient } from '@atelier/api-client';
import {
  createHandlers,
  createMockStore,
  flattenHandlers,
  type SeedName,
} from '@atelier/api-client/mocks';
import { ApiProvider } from '@atelier/api-client/swr';
import { GUEST_CART_KEY, NavigationProvider, ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import type { Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';

/**
 * Story parameters understood by this preview:
 * - `session`: who is signed in to the mock backend ('guest' by default, 'shopper' or 'admin');
 * - `seed`: the mock store's data ('demo' by default, or 'empty');
 * - `toastProvider: false`: the story renders its own ToastProvider.
 */
export interface AtelierParameters {
  session?: 'guest' | 'shopper' | 'admin';
  seed?: SeedName;
  toastProvider?: boolean;
}

/** Same-origin base URL: the MSW worker answers every /api call in the browser. */
const client = createApiClient({ baseURL: '' });
const navigate = action('navigate');

/**
 * react-aria announces through a live-region node on document.body that outlives a story and
 * can point (by id) at an element the previous story owned; axe would then blame the next story.
 */
function clearStaleAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // A fresh store per story, so one story's cart or orders never leak into the next.
  beforeEach({ msw, parameters }) {
    clearStaleAnnouncements();
    // A guest's cart lives in local storage, which outlives a story.
    window.localStorage.removeItem(GUEST_CART_KEY);
    const { session = 'guest', seed = 'demo' } = parameters as AtelierParameters;
    const store = createMockStore({ seed, signedInAs: session === 'guest' ? null : session });
    msw.use(...flattenHandlers(createHandlers(store)));
  },
  decorators: [
    (Story, { parameters }) => {
      const story = (
        <ApiProvider client={client} swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Story />
        </ApiProvider>
      );
      return (
        <ThemeProvider>
          <NavigationProvider navigate={(href, options) => navigate(href, options)}>
            {(parameters as AtelierParameters).toastProvider === false ? (
              story
            ) : (
              <ToastProvider>{story}</ToastProvider>
            )}
          </NavigationProvider>
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
