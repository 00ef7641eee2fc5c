import { createApiClient } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { NavigationProvider, ThemeProvider, ToastProvider } from '@atelier/shop-ui';
import { GUEST_CART_KEY } from '@atelier/shop-ui/screens';
import { installRazorpayDouble } from '@atelier/shop-ui/testing';
import type { Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { type MockApiParameters, storyHandlers } from './mockApi';

/**
 * Story parameters understood by this preview: the mock backend's state (`session`, `seed`,
 * `msw.handlers`, see mockApi.ts), and `toastProvider: false` when the story renders its own
 * ToastProvider.
 */
export interface AtelierParameters extends MockApiParameters {
  toastProvider?: boolean;
}

// findBy* and waitFor wait on their condition up to 10 s (1 s by default): a lazy chunk, an
// entrance animation or a first data answer has taken more than 5 s on a loaded CI machine.
configure({ asyncUtilTimeout: 10_000 });

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

/** The sizes designers check every screen at (the toolbar's viewport menu). */
const VIEWPORTS = {
  mobile: {
    name: 'Mobile (390 × 844)',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  tablet: {
    name: 'Tablet (768 × 1024)',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop (1440 × 900)',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  // A docs page with the prop table for every component.
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    options: {
      // Storybook opens on the first entry: the introduction, then the foundations and whole pages.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Pages',
          'Screens',
          'Components',
          'Primitives',
          'Admin',
          'Status pages',
        ],
      },
    },
  },
  // The story's own parameters pick the backend's state; msw-storybook-addon supplies `msw`
  // (its `parameters.msw` reader is deprecated in version 3, so this preview reads them itself).
  beforeEach({ msw, parameters }) {
    clearStaleAnnouncements();
    // A guest's cart lives in local storage, which outlives a story.
    window.localStorage.removeItem(GUEST_CART_KEY);
    msw.use(...storyHandlers(parameters as AtelierParameters));
    // No story reaches the card provider's servers: the checkout finds this stand-in as
    // `window.Razorpay` and loads no script. A story about loading the script removes it and
    // serves its own script URL from the mock backend.
    return installRazorpayDouble({ outcome: 'success' }).uninstall;
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
