import type { ApiClient } from '@atelier/api-client';
import { keyFamily, preloadFeatures, preloadSession } from '@atelier/api-client/swr';
import type { PageEntry, StartupRead } from './routeTable';

export interface BootOptions {
  client: ApiClient;
  /** The routes React Router matched for the address the app opened on. */
  matches: ReadonlyArray<{
    route: { handle?: unknown };
    params: Readonly<Record<string, string | undefined>>;
  }>;
  /** The query string it opened with (the listing's filters and sort). */
  search: string;
  /** Asks the browser for a picture early (home's first banner, the listing's first card). */
  preloadImage?: (url: string) => void;
  /**
   * Runs the reads the page does not show (the feature images, anywhere but home). The app runs
   * them once the page has loaded and the browser is idle; at once by default.
   */
  later?: (task: () => void) => void;
}

/**
 * The reads start-up begins before the first render, through SWR's `preload`, so each is under
 * way beside the page's code and its hook takes the answer: the session check (spec section 2),
 * and what the matched page declares in the route table (routeTable.ts). Decided by the route
 * React Router matched, so a deep link served the site's only HTML file (a static host's SPA
 * fallback) reads what its own page needs. The feature images, the spec's second request on
 * start, wait for the page's load where the page does not show them: on HTTP/1.1 each request
 * holds one of six connections and a share of a slow network while the page's code downloads.
 */
export function startupReads({
  client,
  matches,
  search,
  preloadImage,
  later = (task) => task(),
}: BootOptions): StartupRead[] {
  const params = new URLSearchParams(search);
  const reads: StartupRead[] = [preloadSession(client)];
  for (const { route, params: pathParams } of matches) {
    const page = route.handle as PageEntry | undefined;
    reads.push(...(page?.reads?.(client, { params: pathParams, search: params }) ?? []));
  }
  if (!reads.some((read) => keyFamily(read.key) === 'features')) {
    later(() => void preloadFeatures(client).answer.catch(() => {}));
  }
  for (const { answer, picture } of reads) {
    if (!picture || !preloadImage) continue;
    answer.then(
      (data) => {
        const url = picture(data);
        if (url) preloadImage(url);
      },
      () => {
        // The page's hook reports it.
      },
    );
  }
  return reads;
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
