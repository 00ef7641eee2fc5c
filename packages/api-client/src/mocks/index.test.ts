import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../core/client';
import {
  createHandlers,
  createMockStore,
  demoStore,
  fixtures,
  flattenHandlers,
  handlers,
  RESOURCE_GROUPS,
} from '.';

describe('mocks entry', () => {
  it('groups handlers by every resource of the client', () => {
    const groups = createHandlers(createMockStore());
    expect(Object.keys(groups).sort()).toEqual([...RESOURCE_GROUPS].sort());
    for (const group of RESOURCE_GROUPS) expect(groups[group].length).toBeGreaterThan(0);
    expect(flattenHandlers(groups)).toHaveLength(handlers.length);
  });

  describe('ready handlers over the demo store', () => {
    const server = setupServer(...handlers);
    const api = createApiClient({ baseURL: 'https://shop.example.com/' });
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => {
      server.close();
      demoStore.reset();
    });

    it('answer from any origin, as a guest until someone logs in', async () => {
      expect((await api.products.list()).data).toHaveLength(fixtures.products.length);
      await expect(api.auth.checkAuth()).rejects.toMatchObject({ status: 401 });
      const { shopper } = fixtures.users;
      await api.auth.login({ email: shopper.email, password: shopper.password });
      expect(demoStore.currentUser()?.id).toBe(shopper.id);
    });
  });

  describe('delayMs', () => {
    const server = setupServer(
      ...flattenHandlers(createHandlers(createMockStore(), { delayMs: 80 })),
    );
    const api = createApiClient({ baseURL: 'http://api.test' });
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('holds every answer back', async () => {
      const started = performance.now();
      await api.features.list();
      expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    });
  });
});
