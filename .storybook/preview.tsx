import { createApiClient } from '@atelier/api-client';
import { createHandlers, createMockStore, flattenHandlers } from '@atelier/api-client/mocks';
import { ApiProvider } from '@atelier/api-client/swr';
import { ThemeProvider } from '@atelier/shop-ui';
import type { Preview } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { action } from 'storybook/actions';

/** Same-origin base URL: the MSW worker answers every /api call in the browser. */
const client = createApiClient({ baseURL: '' });
const navigate = action('navigate');

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // A fresh store per story, so one story's cart or orders never leak into the next.
  beforeEach({ msw }) {
    msw.use(...flattenHandlers(createHandlers(createMockStore())));
  },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <RouterProvider navigate={(path) => navigate(path)}>
          <ApiProvider
            client={client}
            swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
          >
            <Story />
          </ApiProvider>
        </RouterProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
