import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAdminApi } from '../admin';
import { createApiClient } from '../core/client';
import { type CreateHandlersOptions, createHandlers, flattenHandlers } from './handlers';
import { createMockStore, type MockStoreOptions } from './store';

export const TEST_BASE_URL = 'http://api.test';

/**
 * Test-only: a msw server over a fresh store plus the real typed client, reset after every
 * test so tests never see each other's writes. Not exported from the mocks entry.
 */
export function useMockServer(options: MockStoreOptions & CreateHandlersOptions = {}) {
  const { seed, signedInAs, ...flavour } = options;
  const store = createMockStore({ seed, signedInAs });
  const server = setupServer(...flattenHandlers(createHandlers(store, flavour)));
  const api = createApiClient({ baseURL: TEST_BASE_URL });
  const admin = createAdminApi(api);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    store.reset();
  });
  afterAll(() => server.close());
  return { store, server, api, admin };
}
