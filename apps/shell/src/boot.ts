import type { ApiClient, User } from '@atelier/api-client';
import { apiKeys, preloadFeatures, preloadSession } from '@atelier/api-client/swr';
import { mutate } from 'swr';
import { guardRedirect } from './guard';
import { routeModules } from './routeModules';
import { readStoredUser } from './storedUser';

export interface BootOptions {
  client: ApiClient;
  storage: Pick<Storage, 'getItem'> | null;
  /** The path the app opened on. */
  path: string;
  /** Asks the browser for a picture early (the home page's first banner). */
  preloadImage?: (url: string) => void;
  /** The chunks a path renders first; the app's route table by default. */
  modules?: typeof routeModules;
}

/**
 * Everything start-up can begin before the first render, side by side instead of one after the
 * other: the session restored from the stored user (spec section 4's restore-session, so pages
 * render at once) and confirmed by check-auth, the feature images (the spec's second request on
 * start), the first banner picture, and the chunks of the page the visitor lands on. Resolves
 * when those chunks are here (or failed), so the first render shows the page, not a skeleton.
 */
export function boot({
  client,
  storage,
  path,
  preloadImage,
  modules = routeModules,
}: BootOptions): Promise<unknown> {
  const stored: User | null = readStoredUser(storage);
  void mutate(apiKeys.session(), stored, { revalidate: false });
  preloadSession(client).catch(() => {
    // useSession reports it.
  });
  const landing = guardRedirect(path, { isAuthenticated: stored !== null, user: stored }) ?? path;
  preloadFeatures(client).then(
    (images) => {
      const first = images[0]?.image;
      if (first && landing === '/shop/home') preloadImage?.(first);
    },
    () => {
      // useFeatures reports it.
    },
  );
  return Promise.allSettled(modules(landing).map((module) => module.preload()));
}

/** A high-priority `<link rel="preload" as="image">`, as for a page's largest picture. */
export function preloadImageLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
