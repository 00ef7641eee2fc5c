import { useSession } from '@atelier/api-client/swr';
import { type ReactNode, useEffect, useRef } from 'react';
import { guardRedirect, LOGIN_PATH } from './guard';
import { PageSkeleton } from './PageSkeleton';
import { Navigate, useLocation } from './router';
import { browserStorage, syncStoredUser } from './storedUser';

/**
 * Applies the spec's guard rules (guard.ts) on every navigation. Start-up restores the session
 * from the stored user (boot.ts), so pages render at once while check-auth confirms it in the
 * background; whatever the server answers then replaces it. A skeleton replaces the routes only
 * while nothing is known, and before a guest is sent to sign in while a check is running (a
 * cookie session may exist). A guest's navigation re-checks the session, so a login made in
 * another tab is picked up. The signed-in user is mirrored to local storage ('user').
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
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

  if (user === undefined) return <PageSkeleton />;
  // A failed check (network, server fault) keeps what is known: the guest rules apply to a guest.
  const target = guardRedirect(pathname, { isAuthenticated: Boolean(user), user }, search);
  if (target?.startsWith(LOGIN_PATH) && unconfirmed) return <PageSkeleton />;
  return target ? <Navigate to={target} replace /> : children;
}
