import { mutate } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { preloadFeatures } from './hooks/features';
import { preloadSession } from './hooks/session';
import { apiKeys } from './keys';
import { preloadIntoCache, preloadRequest } from './preloadIntoCache';

// This file runs in Node, where SWR's own `preload` does nothing and returns nothing.

describe('preloading on a server', () => {
  it('makes the request and answers with it', async () => {
    const fetcher = vi.fn(async () => 'answer');
    await expect(preloadRequest(apiKeys.features(), fetcher)).resolves.toBe('answer');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('gives the session and the feature images their answers', async () => {
    const asked: string[] = [];
    const client = createApiClient({
      baseURL: 'http://shop.test',
      fetch: async (input) => {
        asked.push(String(input));
        const body = String(input).endsWith('/check-auth')
          ? { success: true, user: { id: 'u1', role: 'user', email: 'a@b.c', userName: 'A' } }
          : { success: true, data: [{ _id: 'f1', image: '/media/banner.svg' }] };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await expect(preloadSession(client)).resolves.toMatchObject({ id: 'u1' });
    await expect(preloadFeatures(client)).resolves.toEqual([
      { _id: 'f1', image: '/media/banner.svg' },
    ]);
    expect(asked).toEqual([
      'http://shop.test/api/auth/check-auth',
      'http://shop.test/api/common/feature/get',
    ]);
  });
});

describe('preloading into the cache', () => {
  // The default cache is shared by every test in this file.
  afterEach(() => mutate(() => true, undefined, { revalidate: false }));

  it('asks nothing when the cache has the answer (a page has shown it)', async () => {
    const images = [{ _id: 'f1', image: '/media/banner.svg' }];
    await mutate(apiKeys.features(), images, { revalidate: false });
    const fetcher = vi.fn(async () => []);
    await expect(preloadIntoCache(apiKeys.features(), fetcher)).resolves.toBe(images);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks, and keeps the answer, when the cache has none', async () => {
    const fetcher = vi.fn(async () => 'answer');
    await expect(preloadIntoCache(apiKeys.features(), fetcher)).resolves.toBe('answer');
    await expect(preloadIntoCache(apiKeys.features(), fetcher)).resolves.toBe('answer');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
