import {
  createHandlers,
  createMockStore,
  flattenHandlers,
  type SeedName,
} from '@atelier/api-client/mocks';
import type { HttpHandler } from 'msw';

/**
 * How a story chooses the state of the mock backend it runs on, as parameters that travel with
 * the story (into `composeStories` in a Vitest file too):
 * - `session`: who is signed in ('guest' by default, 'shopper' or 'admin');
 * - `seed`: the mock store's data ('demo' by default, or 'empty');
 * - `msw.handlers`: handlers answering first, by resource group, e.g.
 *   `{ orders: scenarios.serverError(500, 'orders') }` (the shape of msw-storybook-addon's
 *   `parameters.msw.handlers`; a story's group replaces the same group set higher up).
 */
export interface MockApiParameters {
  session?: 'guest' | 'shopper' | 'admin';
  seed?: SeedName;
  msw?: { handlers?: Record<string, HttpHandler | readonly HttpHandler[]> };
}

/**
 * The handlers a story runs with: its own `msw.handlers` first, then the shared handlers over a
 * fresh mock store (so one story's cart or orders never leak into the next).
 */
export function storyHandlers({
  session = 'guest',
  seed = 'demo',
  msw,
}: MockApiParameters): HttpHandler[] {
  const store = createMockStore({ seed, signedInAs: session === 'guest' ? null : session });
  const chosen = Object.values(msw?.handlers ?? {}).flat();
  return [...chosen, ...flattenHandlers(createHandlers(store))];
}
