// @vitest-environment jsdom
import { mutate } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeys } from './keys';
import { joinPreload, preloadIntoCache } from './preloadIntoCache';

// In a browser, where hooks join what was read ahead of them.
describe('a hook joining what was read ahead', () => {
  afterEach(() => {
    vi.useRealTimers();
    return mutate(() => true, undefined, { revalidate: false });
  });
  const key = apiKeys.productPage({ sortBy: 'title-atoz' }, { page: 1, limit: 24, fields: 'card' });

  it('uses the read on its way instead of asking again', async () => {
    const ahead = preloadIntoCache(key, async () => 'ahead');
    const own = vi.fn(async () => 'own');
    await expect(joinPreload(key, own)).resolves.toBe('ahead');
    await ahead;
    expect(own).not.toHaveBeenCalled();
  });

  it('asks again after a read ahead failed, instead of reporting the old failure', async () => {
    await expect(
      preloadIntoCache(key, async () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
    await expect(joinPreload(key, async () => 'fresh')).resolves.toBe('fresh');
  });

  it('takes a fresh answer once, and asks afresh when it was answered long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await preloadIntoCache(key, async () => 'ahead');
    await expect(joinPreload(key, async () => 'own')).resolves.toBe('ahead');
    await expect(joinPreload(key, async () => 'own')).resolves.toBe('own');

    await mutate(key, undefined, { revalidate: false });
    await preloadIntoCache(key, async () => 'ahead again');
    vi.setSystemTime(Date.now() + 60_000);
    await expect(joinPreload(key, async () => 'own')).resolves.toBe('own');
  });
});
