import { createApiClient } from '@atelier/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { boot, preloadImageLink } from './boot';
import { readConfig } from './config';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { browserStorage } from './storedUser';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = readConfig(import.meta.env);
const client = createApiClient({ baseURL: config.apiBaseUrl, timeout: config.apiTimeoutMs });

// The prerendered frame in index.html stays on screen until the page's code is here and
// the page has rendered.
void boot({
  client,
  storage: browserStorage(),
  path: window.location.pathname,
  preloadImage: preloadImageLink,
}).then(() => {
  // A transition renders in slices that let the browser breathe (the frame is on screen
  // already, so nothing waits for it), instead of one long task that blocks input.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <Providers config={config} client={client}>
            <AppRoutes />
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
