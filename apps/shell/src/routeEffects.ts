import { useEffect, useRef } from 'react';
import { type Location, matchRoutes, type RouteObject } from 'react-router-dom';
import { type PageEntry, SECTIONS } from './routeTable';

/** How long a new page may take to show its heading (its code and data loading) before we give up. */
const HEADING_WAIT_MS = 10_000;

/** The shop's name, last in every title so a tab strip shows the page first. */
export const SITE_NAME = 'Atelier';

/**
 * The document title at an address ('Men · Atelier'), from the matched route's table entry (its
 * `handle`); null where the page names itself (the back office) and at the gate.
 */
export function documentTitle(routes: RouteObject[], pathname: string, search = ''): string | null {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const title = (match?.route.handle as PageEntry | undefined)?.title;
  if (!match || !title) return null;
  const page =
    typeof title === 'string'
      ? title
      : title({ params: match.params, search: new URLSearchParams(search) });
  return `${page} · ${SITE_NAME}`;
}

/** Keeps document.title in step with the page (the one on screen, under any quick view). */
export function useDocumentTitle(
  routes: RouteObject[],
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): void {
  useEffect(() => {
    const title = documentTitle(routes, pathname, search);
    if (title) document.title = title;
  }, [routes, pathname, search]);
}

/** The back office's pages, whose layout moves focus itself. */
const isBackOffice = (pathname: string) =>
  SECTIONS.some(({ role, path }) => role === 'admin' && path && pathname.startsWith(path));

/**
 * After the person moves to another page (not on the first load, a new query string or a quick
 * view), focus goes to the new page's main heading once it shows; focus they moved meanwhile
 * stays, as does a press made while the address already showed the new page. The back office's
 * layout does this itself.
 */
export function useRouteFocus(pathname: string): void {
  const previous = useRef(pathname);
  const hasInteracted = useRef(false);
  const lastPressedOn = useRef<string | null>(null);

  useEffect(() => {
    const note = () => {
      hasInteracted.current = true;
      lastPressedOn.current = window.location.pathname;
    };
    document.addEventListener('keydown', note, { capture: true });
    document.addEventListener('pointerdown', note, { capture: true });
    return () => {
      document.removeEventListener('keydown', note, { capture: true });
      document.removeEventListener('pointerdown', note, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const pressedHere = lastPressedOn.current === window.location.pathname;
    lastPressedOn.current = null;
    // Redirects on the first load (the gate at /) are not the person's doing.
    if (!hasInteracted.current || pressedHere || isBackOffice(pathname)) return;
    const focusedAtNavigation = document.activeElement;
    const stillOurs = () => {
      const active = document.activeElement;
      return (
        active === null ||
        active === document.body ||
        active === focusedAtNavigation ||
        !active.isConnected
      );
    };
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (stillOurs()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      }
      return true;
    };
    if (tryFocus()) return;
    // The page's code or data is still loading: wait for its heading to appear.
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
