// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { ApiProvider } from './ApiProvider';
import { preloadFeatures, useFeatures } from './hooks/features';
import { preloadSession, useSession } from './hooks/session';
import { apiKeys } from './keys';
import { answeredReads, preloadRead } from './preload';

afterEach(cleanup);

const banner = { _id: 'f1', image: '/media/banner.svg' };

/** A client over a fetch that answers check-auth and the feature images, and counts requests. */
function fakeBackend() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${String(input)} ${new Headers(init?.headers).get('cache-control')}`);
    const body = String(input).endsWith('/check-auth')
      ? { success: true, user: { id: 'u1', role: 'user', email: 'a@b.c', userName: 'Asha' } }
      : { success: true, data: [banner] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  return { client: createApiClient({ baseURL: 'http://shop.test', fetch }), asked };
}

function Page() {
  const { data: user } = useSession();
  const { data: images } = useFeatures();
  return (
    <p>
      {user ? `signed in as ${user.userName}` : 'nobody'}, {images?.length ?? 0} banners
    </p>
  );
}

describe('reads started before the first render', () => {
  it('are taken by their hooks, which render with them at once and ask nothing more', async () => {
    const { client, asked } = fakeBackend();
    const reads = [preloadSession(client), preloadFeatures(client)];
    const fallback = await answeredReads(reads, 1_000);
    expect(Object.keys(fallback)).toEqual([
      unstable_serialize(apiKeys.session()),
      unstable_serialize(apiKeys.features()),
    ]);
    // The host's own cache, given the answers as SWR's fallback.
    render(
      <ApiProvider client={client} swrConfig={{ provider: () => new Map(), fallback }}>
        <Page />
      </ApiProvider>,
    );
    expect(screen.getByText('signed in as Asha, 1 banners')).toBeTruthy();
    await new Promise((done) => setTimeout(done, 20));
    expect(asked).toHaveLength(2);
    // The session check carries the cache-preventing headers, preloaded or not.
    expect(asked[0]).toBe(
      'http://shop.test/api/auth/check-auth no-store, no-cache, must-revalidate, proxy-revalidate',
    );
    // Nothing went into SWR's default cache, which this host did not give.
    expect([...SWRConfig.defaultValue.cache.keys()]).toEqual([]);
  });

  it('leave out what has not answered in time, and the hook takes it when it does', async () => {
    let answer!: (value: string) => void;
    const slow = preloadRead(
      apiKeys.search('linen'),
      () => new Promise<string>((done) => (answer = done)),
    );
    expect(await answeredReads([slow], 10)).toEqual({});
    answer('late');
    await expect(slow.answer).resolves.toBe('late');
  });

  it('leave out a failed read for its hook to report', async () => {
    const failed = preloadRead(apiKeys.order('o1'), () => Promise.reject(new Error('offline')));
    expect(await answeredReads([failed], 1_000)).toEqual({});
  });

  it('make the request on a server, where SWR preloads nothing, and still answer', async () => {
    // SWR reads `window` once, at import, so the server case is the fetcher's own request.
    const fetcher = vi.fn(async () => 'answer');
    await expect(preloadRead(apiKeys.session(), fetcher).answer).resolves.toBe('answer');
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  });
});
