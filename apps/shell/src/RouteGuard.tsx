import { useSession } from '@atelier/api-client/swr';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { guardRedirect, LOGIN_PATH } from './guard';
import { PageSkeleton } from './PageSkeleton';
import { browserStorage, syncStoredUser } from './storedUser';

/**
 * Applies the spec's guard rules (guard.ts) on every navigation. Start-up restores the session
 * from the stored user, so pages render at once while check-auth confirms it in the background;
 * whatever the server answers then replaces it. A skeleton replaces the routes only while nothing
 * is known, and before a guest is sent to sign in while a check is running (a cookie session may
 * exist). A guest's navigation re-checks the session, so a login made in another tab is picked
 * up. The signed-in user is mirrored to local storage ('user').
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data: user, isValidating, mutate } = useSession();
  const isGuest = user === null;
  // Whether the server has been asked since the app started: until then a guest is only the
  // absence of a stored user.
  const checking = useRef(false);
  if (isValidating) checking.current = true;
  const unconfirmed = !checking.current || isValidating;

  // The first check-auth call covers the page the app opened on; later guest navigations re-check.
  const checkedPath = useRef(pathname);
  useEffect(() => {
    if (!isGuest || checkedPath.current === pathname) return;
    checkedPath.current = pathname;
    void mutate();
  }, [isGuest, pathname, mutate]);

  useEffect(() => {
    syncStoredUser(browserStorage(), user);
  }, [user]);

  // A failed check (network, server fault) keeps what is known: the guest rules apply to a guest.
  const target =
    user === undefined
      ? null
      : guardRedirect(pathname, { isAuthenticated: Boolean(user), user }, search);
  const waiting = user === undefined || (target?.startsWith(LOGIN_PATH) && unconfirmed);
  // Again at every address while a redirect stands: a page's own navigation (login's to the gate
  // after signing in) may land where the same redirect applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address must run it again
  useEffect(() => {
    if (target && !waiting) void navigate(target, { replace: true });
  }, [target, waiting, pathname, navigate]);

  if (waiting) return <PageSkeleton />;
  return target ? null : children;
}
