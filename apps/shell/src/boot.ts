import type { ApiClient, User } from '@atelier/api-client';
import {
  apiKeys,
  preloadBestSellers,
  preloadFeatures,
  preloadProductListing,
  preloadSession,
} from '@atelier/api-client/swr';
import { listingStateFromParams } from '@atelier/shop-ui/screens';
import { mutate } from 'swr';
import { guardRedirect } from './guard';
import { routeModules } from './routeModules';
import { readStoredUser } from './storedUser';

export interface BootOptions {
  client: ApiClient;
  storage: Pick<Storage, 'getItem'> | null;
  /** The path the app opened on. */
  path: string;
  /** The query string it opened with (the listing's filters and sort). */
  search?: string;
  /** Asks the browser for a picture early (home's first banner, the listing's first card). */
  preloadImage?: (url: string) => void;
  /** The chunks a path renders first; the app's route table by default. */
  modules?: typeof routeModules;
  /** How long after the chunks the first render waits for the start-up requests (250 ms). */
  dataGraceMs?: number;
  /**
   * Runs the start-up requests the landing page does not show (the feature images, anywhere
   * but home). The app runs them once the page has loaded and the browser is idle; at once by
   * default.
   */
  later?: (task: () => void) => void;
}

/**
 * Everything start-up can begin before the first render, side by side instead of one after the
 * other: the session restored from the stored user (spec section 4's restore-session, so pages
 * render at once) and confirmed by check-auth, the feature images (the spec's second request on
 * start; on pages other than home, `later`) and home's first banner, home's best sellers or the
 * listing's first page and its first picture (so the page's first render has its cards), and
 * the chunks of the page the visitor lands on. Resolves when those chunks are here (or failed),
 * so the first render shows the page, not a skeleton, and once those requests have answered
 * too, or `dataGraceMs` after the chunks, whichever is first.
 *
 * Why wait for the answers a little: the first render is a transition, sliced over several
 * hundred milliseconds on a slow phone. An answer that lands in the middle of it changes the
 * SWR cache under components already rendered, and React then renders the whole tree again at
 * once, in one long task (a 230 to 500 ms task on a 4x-throttled CPU). Answers that are here
 * before the render starts cost nothing more; a slow server holds the page back by at most the
 * grace period.
 */
export function boot({
  client,
  storage,
  path,
  search = '',
  preloadImage,
  modules = routeModules,
  dataGraceMs = 250,
  later = (task) => task(),
}: BootOptions): Promise<unknown> {
  const stored: User | null = readStoredUser(storage);
  void mutate(apiKeys.session(), stored, { revalidate: false });
  const requests: Promise<unknown>[] = [preloadSession(client)];
  const landing = guardRedirect(path, { isAuthenticated: stored !== null, user: stored }) ?? path;
  if (landing === '/shop/home') {
    requests.push(preloadBestSellers(client));
  } else if (landing === '/shop/listing') {
    // What the listing's first render asks for: the query string's filters and sort.
    const { category, brand, sortBy } = listingStateFromParams(new URLSearchParams(search));
    const first = preloadProductListing(client, { filters: { category, brand }, sortBy });
    first.then(
      (answer) => {
        const picture = answer.data[0]?.image;
        if (picture) preloadImage?.(picture);
      },
      () => {
        // The listing reports it.
      },
    );
    requests.push(first);
  }
  const features = () =>
    preloadFeatures(client).then(
      (images) => {
        const first = images[0]?.image;
        if (first && landing === '/shop/home') preloadImage?.(first);
      },
      () => {
        // useFeatures reports it.
      },
    );
  // Only home shows the feature images. Elsewhere they wait until the page has loaded: on
  // HTTP/1.1 each request holds one of six connections and a share of a slow network while
  // the page's own code and first data download.
  if (landing === '/shop/home') requests.push(features());
  else later(() => void features());
  // Each hook reports its own failure; here a failed request is only a settled one.
  const answered = Promise.allSettled(requests);
  return Promise.allSettled(modules(landing).map((module) => module.preload())).then(() =>
    Promise.race([
      answered,
      new Promise((done) => {
        setTimeout(done, dataGraceMs);
      }),
    ]),
  );
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
