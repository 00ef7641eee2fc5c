/** Where the app is: the path inside the app (without the site's base), its query and hash. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** The address the router reads and changes: the browser's, or one held in memory. */
export interface History {
  location(): Location;
  push(href: string): void;
  replace(href: string): void;
  /** The native href for an app href (the site's base path in front). */
  href(appHref: string): string;
  /** Calls `listener` when the location changes by the person's hand (back, forward). */
  listen(listener: () => void): () => void;
}

function parse(href: string): Location {
  const url = new URL(href, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The path inside the app, without the site's base ('/atelier/shop/home' -> '/shop/home' under
 * '/atelier/'). A path outside the base is left whole: the routes then show it as not found.
 */
export function appPath(pathname: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix || !pathname.startsWith(prefix)) return pathname;
  const rest = pathname.slice(prefix.length);
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : pathname;
}

/** `to` (absolute, or relative such as '?page=2') as an app href, resolved against `from`. */
export function resolveHref(to: string, from: Location): string {
  const url = new URL(to, `http://app.invalid${from.pathname}${from.search}`);
  return url.pathname + url.search + url.hash;
}

/**
 * The browser's address bar under the site's `base` ('/' unless the shell is served under a
 * path). Pushes and replaces go to the address bar at once; the router renders them.
 */
export function browserHistory(base = '/', win: Window = window): History {
  const prefix = base.replace(/\/+$/, '');
  let current: { key: string; location: Location } | null = null;
  return {
    location() {
      const { pathname, search, hash } = win.location;
      const key = pathname + search + hash;
      // One object per address, so React sees no change where there is none.
      if (current?.key !== key) {
        current = { key, location: { pathname: appPath(pathname, base), search, hash } };
      }
      return current.location;
    },
    push: (href) => win.history.pushState(null, '', prefix + href),
    replace: (href) => win.history.replaceState(null, '', prefix + href),
    href: (appHref) => prefix + appHref,
    listen(listener) {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
  };
}

/** An address held in memory: tests, and the prerender of the shell's frame. */
export function memoryHistory(initialHref = '/'): History & { entries: string[] } {
  const entries = [initialHref];
  let location = parse(initialHref);
  return {
    entries,
    location: () => location,
    push(href) {
      entries.push(href);
      location = parse(href);
    },
    replace(href) {
      entries[entries.length - 1] = href;
      location = parse(href);
    },
    href: (appHref) => appHref,
    listen: () => () => {},
  };
}
