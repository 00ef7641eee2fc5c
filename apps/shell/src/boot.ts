import type { ApiClient } from '@atelier/api-client';
import { keyFamily, preloadFeatures, preloadSession } from '@atelier/api-client/swr';
import type { PageEntry, StartupRead } from './routeTable';

export interface BootOptions {
  client: ApiClient;
  /** The routes React Router matched at the address the app opened on. */
  matches: ReadonlyArray<{
    route: { handle?: unknown };
    params: Readonly<Record<string, string | undefined>>;
  }>;
  /** The query string it opened with (the listing's filters and sort). */
  search: string;
  /** Asks the browser for a page's largest picture early. */
  preloadImage?: (url: string) => void;
  /** Runs the reads the page does not show: at once by default; the app waits for idle. */
  later?: (task: () => void) => void;
}

/**
 * The reads start-up begins through SWR's `preload` before the first render, beside the page's
 * code, for its hooks to take: the session check (spec section 2) and the matched page's `reads`
 * (routeTable.ts), so a deep link served a static host's SPA fallback reads only what its page
 * needs. The feature images, the spec's second request on start, wait for the page's load where
 * the page does not show them: on HTTP/1.1 each request holds one of six connections.
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
