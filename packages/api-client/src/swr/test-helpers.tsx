import { cleanup, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import type { SWRConfiguration } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Product } from '../contract/entities';
import { createApiClient } from '../core/client';
import { ApiProvider } from './ApiProvider';

/**
 * Test-only helpers for the SWR layer (not exported from the entry). Handlers stay inline in each
 * test so a test reads as its own story; the shared mocks entry is deliberately not used here.
 */

export const BASE_URL = 'http://api.test';

/** An absolute URL on the test backend, for `http.get(url('/api/...'), ...)`. */
export const url = (path: string) => `${BASE_URL}${path}`;

/**
 * Starts an MSW server for the file and records every request as `METHOD /path?query`, so tests
 * can prove that a mutation did, or did not, trigger a refetch.
 */
export function setupTestServer() {
  const server = setupServer();
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    log.push(`${request.method} ${decodeURIComponent(pathname)}${decodeURIComponent(search)}`);
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // Unmount first so no hook refetches against handlers that are being reset.
    cleanup();
    server.resetHandlers();
    log.length = 0;
  });
  afterAll(() => server.close());

  return {
    server,
    /** How many requests matched `METHOD /path?query` exactly. */
    count: (request: string) => log.filter((entry) => entry === request).length,
    /** Every request so far in this test, in order. */
    requests: () => [...log],
  };
}

/**
 * Renders a hook under an `ApiProvider` with a fresh client and a cache of its own; `swrConfig`
 * adds SWR options (e.g. a short `errorRetryInterval`).
 */
export function renderApiHook<Result>(hook: () => Result, swrConfig: SWRConfiguration = {}) {
  const client = createApiClient({ baseURL: BASE_URL });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider
      client={client}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0, ...swrConfig }}
    >
      {children}
    </ApiProvider>
  );
  return renderHook(hook, { wrapper });
}

/** Lets any request a bug might have scheduled actually start before counting. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A complete product with sensible defaults, for handlers that answer with products. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    image: 'https://img.test/p1.jpg',
    title: 'Linen shirt',
    description: 'A shirt',
    category: 'men',
    brand: 'zara',
    price: 1200,
    salePrice: 0,
    totalStock: 12,
    averageReview: 0,
    salesCount: 0,
    sizes: [{ _id: 's1', size: 'M', stock: 12 }],
    ...overrides,
  };
}

/** What a promise rejected with; fails the test if it resolved instead. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved.');
}
