// @vitest-environment jsdom
/**
 * Stories reused in Vitest with the mock backend state they chose: `composeStories` carries each
 * story's parameters (`session`, `seed`, `msw.handlers`), the preview's `beforeEach` turns them
 * into handlers as it does in Storybook, and msw-storybook-addon's own preview annotations hand
 * that `beforeEach` msw's Node server where Storybook gives it the browser worker.
 */
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as accountStories from '../packages/shop-ui/src/features/account/AccountScreen/AccountScreen.stories';
import * as loginStories from '../packages/shop-ui/src/features/auth/LoginScreen/LoginScreen.stories';
import preview from './preview';

const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});
// Only `use` and `resetHandlers` are called on it, which the Node server has too.
const addon = createPreviewAnnotations(() => server as unknown as SetupWorker);
setProjectAnnotations([addon, preview]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  requests.length = 0;
});
afterAll(() => server.close());

const account = composeStories(accountStories);
const login = composeStories(loginStories);

// A play function waits on what it asserts; on a loaded machine that can pass Vitest's 5 s default.
describe('stories composed in Vitest run on the backend state they chose', {
  timeout: 30_000,
}, () => {
  // One story per way of choosing: plain demo data with a session, the empty seed, and the
  // slow, failing and unreachable scenarios as handlers by resource group.
  it.each([
    ['the demo shopper’s data (session parameter)', account.Orders],
    ['the empty seed (seed parameter)', account.OrdersEmpty],
    ['a slow backend (msw.handlers: orders)', account.OrdersLoading],
    ['a failing backend (msw.handlers: orders)', account.OrdersError],
    ['an unreachable backend (msw.handlers: auth)', login.Offline],
  ])('%s: the play function passes', async (_name, Story) => {
    await Story.run();
  });

  it('carries the handlers with the story, so a test can see what it runs on', async () => {
    expect(Object.keys(account.OrdersError.parameters.msw?.handlers ?? {})).toEqual(['orders']);
    expect(account.OrdersError.parameters.session).toBe('shopper');
    await account.OrdersError.run();
    expect(requests).toContain('GET /api/shop/order/list/65a1f0c2e4b0a1c3d5e7f901');
  });

  it('without its handlers the same story fails: they are what puts it in its state', async () => {
    const withoutHandlers = composeStory(
      { ...accountStories.OrdersError, parameters: { msw: { handlers: {} } } },
      accountStories.default,
    );
    await expect(withoutHandlers.run()).rejects.toThrow();
  });
});
