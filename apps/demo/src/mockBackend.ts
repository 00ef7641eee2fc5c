import { createHandlers, flattenHandlers, type MockStore } from '@atelier/api-client/mocks';
import { setupWorker } from 'msw/browser';

/** Enough latency for loading states to show, as they would against a real backend. */
const LATENCY_MS = 150;

/**
 * Answers the shell's API calls in this browser with the shared MSW handlers, through the
 * service worker file served at `base` (the site's base path). `changed` runs after every
 * answer, for the caller to save the store.
 */
export async function startMockBackend(store: MockStore, base: string, changed: () => void) {
  const worker = setupWorker(...flattenHandlers(createHandlers(store, { delayMs: LATENCY_MS })));
  worker.events.on('response:mocked', changed);
  await worker.start({
    serviceWorker: { url: `${base}mockServiceWorker.js`, options: { scope: base } },
    // Pictures, scripts and the site's own files go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
