// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { ApiProvider, useApiClient } from './ApiProvider';

afterEach(cleanup);

describe('ApiProvider', () => {
  it('hands its client to useApiClient', () => {
    const client = createApiClient({ baseURL: 'http://api.test' });
    const { result } = renderHook(() => useApiClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ApiProvider client={client}>{children}</ApiProvider>
      ),
    });
    expect(result.current).toBe(client);
  });

  it('passes swrConfig through to SWR, including an isolated cache', () => {
    const client = createApiClient({ baseURL: 'http://api.test' });
    const cache = new Map();
    const { result } = renderHook(() => useSWRConfig(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <ApiProvider client={client} swrConfig={{ provider: () => cache, dedupingInterval: 7 }}>
          {children}
        </ApiProvider>
      ),
    });
    expect(result.current.cache).toBe(cache);
    expect(result.current.dedupingInterval).toBe(7);
  });

  it('makes useApiClient fail clearly outside the provider', () => {
    // React reports the thrown render error on the console as well; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApiClient())).toThrow(/inside <ApiProvider/);
    consoleError.mockRestore();
  });
});
