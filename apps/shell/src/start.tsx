import { createApiClient } from '@atelier/api-client';
import { answeredReads, apiKeys } from '@atelier/api-client/swr';
import { whenLoadedAndIdle } from '@atelier/shop-ui/screens';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { AppFrame } from './AppFrame';
import { preloadImageLink, startupReads } from './boot';
import { readConfig, type ShellConfig } from './config';
import { guardRedirect, LOGIN_PATH } from './guard';
import { APP_ROUTES, loadMatchedModules } from './routes';
import { ShellApp } from './ShellApp';
import { readServedData } from './ssr/servedData';
import { browserStorage, readStoredUser } from './storedUser';

/**
 * How long the first render waits for the start-up reads once the page's code is here: an answer
 * landing in the middle of that sliced render renders the whole tree again in one long task (230
 * to 500 ms at 4x CPU); answers here before it starts cost nothing.
 */
const DATA_GRACE_MS = 250;

/** What an app that embeds the shell (apps/demo, on its mock backend) changes. */
export interface StartOptions {
  /** The configuration, from what the build's environment says. */
  configure?(config: ShellConfig): ShellConfig;
  /** Rendered beside the app, inside its providers (the demo's notice). */
  aside?: ReactNode;
}

/** Starts the app in `root` (main.tsx calls it, once the chunks it needs are evaluated). */
export async function start(root: HTMLElement, { configure, aside }: StartOptions = {}) {
  const shellConfig = readConfig(import.meta.env);
  const config = configure ? configure(shellConfig) : shellConfig;
  const client = createApiClient({ baseURL: config.apiBaseUrl, timeout: config.apiTimeoutMs });

  // Spec section 4's restore-session: the stored user is the session until check-auth answers.
  const stored = readStoredUser(browserStorage());
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '');
  const { pathname, search } = window.location;
  const path = `/${pathname.slice(basename.length).replace(/^\//, '')}`;
  // The guard's redirects by role (the gate at /), before anything loads for the wrong page;
  // sending a guest to sign in waits for check-auth (RouteGuard), as a cookie session may exist.
  const target = guardRedirect(path, { isAuthenticated: stored !== null, user: stored }, search);
  if (target && !target.startsWith(LOGIN_PATH)) {
    window.history.replaceState(null, '', `${basename}${target}`);
  }
  // What React Router shows at this address: its layout's and page's code, and its reads.
  const matches = matchRoutes(APP_ROUTES, window.location, basename || '/') ?? [];
  const reads = startupReads({
    client,
    matches,
    search: window.location.search,
    preloadImage: preloadImageLink,
    later: whenLoadedAndIdle,
  });
  // The prerendered frame, or the page the server rendered, stays on screen until the page's
  // code is here.
  await loadMatchedModules(matches);
  // A product page the server rendered for a guest (src/ssr) is hydrated with the data it was
  // rendered with, so the first render matches it; a signed-in person's header differs from
  // it, so for them the app renders over it, as over a prerendered frame.
  const served = readServedData(document);
  const hydrate = served !== null && stored === null;
  const fallback = hydrate
    ? served
    : {
        ...served,
        [unstable_serialize(apiKeys.session())]: stored,
        ...(await answeredReads(reads, DATA_GRACE_MS)),
      };
  const app = (
    <ShellApp config={config} client={client} fallback={fallback} aside={aside}>
      {/* Navigations choose their own priority (AppFrame). */}
      <BrowserRouter basename={basename || '/'} useTransitions={false}>
        <AppFrame />
      </BrowserRouter>
    </ShellApp>
  );
  // A transition renders in slices that let the browser breathe (the frame is on screen
  // already, so nothing waits for it), instead of one long task that blocks input.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
