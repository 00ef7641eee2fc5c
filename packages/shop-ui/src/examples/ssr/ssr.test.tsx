// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createApiClient } from '@atelier/api-client';
import { createHandlers, createMockStore, flattenHandlers } from '@atelier/api-client/mocks';
import { act, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { hydrateRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShopPage } from './ShopPage';

const HERE = import.meta.dirname;

// The README's server-rendering recipe, run as a team runs it: the page rendered by a Node
// server process, its HTML loaded as the browser's document, hydrated, then fed by the API.
const api = setupServer(...flattenHandlers(createHandlers(createMockStore())));
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => api.close());

/** The document the recipe's server sends for `url`. */
async function serverRender(url: URL): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--conditions=@atelier/source', join(HERE, 'renderUrl.tsx'), url.href],
    {
      maxBuffer: 16 * 1024 * 1024,
      // The workspace's compiler options for every file, the other packages' sources included.
      env: { ...process.env, TSX_TSCONFIG_PATH: join(HERE, '../../../../../tsconfig.base.json') },
    },
  );
  return stdout;
}

describe('the server-rendering recipe', () => {
  // A server process and a whole listing hydrated in jsdom: slow on a busy machine.
  it('hydrates the server HTML without a recoverable error', { timeout: 60_000 }, async () => {
    const url = new URL('http://shop.test/shop/listing?category=men');
    const html = await serverRender(url);
    // The filter column loads lazily; the server waited for it.
    expect(html).toMatch(/<span[^>]*>Brand<\/span>/);
    const served = new DOMParser().parseFromString(html, 'text/html');
    document.head.innerHTML = served.head.innerHTML;
    document.body.innerHTML = served.body.innerHTML;

    const consoleErrors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root in the served page');
    const client = createApiClient({ baseURL: url.origin });
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        hydrated = hydrateRoot(root, <ShopPage client={client} url={url} navigate={() => {}} />, {
          onRecoverableError: recoverable,
        });
      });
      // Hydrated and live: the products arrive from the API into the server's markup.
      await screen.findByText(/^[1-9]\d* Products?$/, {}, { timeout: 10_000 });

      expect(recoverable.mock.calls).toEqual([]);
      expect(consoleErrors.mock.calls).toEqual([]);
    } finally {
      // Before jsdom goes: React's scheduled work would otherwise run without a window.
      act(() => hydrated?.unmount());
    }
  });

  it('is the code the README shows', () => {
    const readme = readFileSync(join(HERE, '../../../README.md'), 'utf8');
    for (const file of ['ShopPage.tsx', 'renderPage.tsx']) {
      const code = readFileSync(join(HERE, file), 'utf8');
      expect(readme, file).toContain(`\`\`\`tsx\n${code}\`\`\``);
    }
  });
});
