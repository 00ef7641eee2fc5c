// @vitest-environment jsdom
import { createApiClient, STORAGE_KEYS } from '@atelier/api-client';
import { ApiProvider } from '@atelier/api-client/swr';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../primitives/Toast';
import { ThemeProvider } from '../../../theme';
import { prerenderToString } from '../testing/prerender';
import { ListingScreen } from './ListingScreen';

const client = createApiClient({ baseURL: 'http://localhost:0' });

function app(node: ReactNode) {
  return (
    <ThemeProvider withGlobalStyle={false}>
      <ToastProvider>
        <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
          {node}
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

describe('the listing hydrating over server HTML', () => {
  // Rendering the whole listing twice (server, then hydration) in jsdom is slow on a busy machine.
  it('restores stored filters after mount without a hydration mismatch', {
    timeout: 20_000,
  }, async () => {
    // The server saw no filters in the URL and had no storage to read. It streams the lazy
    // filter column in, as a streaming server does.
    const html = await prerenderToString(
      app(<ListingScreen searchParams={new URLSearchParams()} onSearchParamsChange={() => {}} />),
    );
    // The browser remembers filters from an earlier visit.
    sessionStorage.setItem(
      STORAGE_KEYS.filters,
      JSON.stringify({ category: ['women'], brand: ['zara'] }),
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const recoverable = vi.fn();
    const report = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        app(<ListingScreen searchParams={new URLSearchParams()} onSearchParamsChange={report} />),
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    // After mount, the stored filters go into the URL, where the screen reads them from.
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0].toString()).toBe(
      'category=women&brand=zara&sortBy=price-lowtohigh',
    );
  });
});
