import { createApiClient } from '@atelier/api-client';
import { whenLoadedAndIdle } from '@atelier/shop-ui/screens';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { boot, preloadImageLink } from './boot';
import { readConfig } from './config';
import { Providers } from './providers';
import { appPath, BrowserRouter } from './router';
import { AppRoutes } from './routes';
import { browserStorage } from './storedUser';

/** Starts the app in `root` (main.tsx calls it, once the chunks it needs are evaluated). */
export async function start(root: HTMLElement) {
  // Demo mode (`VITE_DEMO=1`, or `vite --mode demo`): the mock backend in this browser, started
  // before any request. The flag is a build-time constant, so other builds contain none of
  // src/demo.
  const demo =
    import.meta.env.VITE_DEMO === '1' ? await (await import('./demo')).startDemo() : null;
  const shellConfig = readConfig(import.meta.env);
  const config = demo ? demo.config(shellConfig) : shellConfig;
  const client = createApiClient({ baseURL: config.apiBaseUrl, timeout: config.apiTimeoutMs });

  // The prerendered frame in index.html stays on screen until the page's code is here and
  // the page has rendered.
  const path = appPath(window.location.pathname, import.meta.env.BASE_URL);
  const booted = boot({
    client,
    storage: browserStorage(),
    path,
    search: window.location.search,
    preloadImage: preloadImageLink,
    later: whenLoadedAndIdle,
  });
  await booted;
  // A transition renders in slices that let the browser breathe (the frame is on screen
  // already, so nothing waits for it), instead of one long task that blocks input.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter base={import.meta.env.BASE_URL}>
          <Providers config={config} client={client}>
            <AppRoutes />
            {demo?.notice}
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
