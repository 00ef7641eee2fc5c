import { useSession } from '@atelier/api-client/swr';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRedirect } from './guard';
import { PageSkeleton } from './PageSkeleton';
import { browserStorage, syncStoredUser } from './storedUser';

/**
 * Applies the spec's guard rules (guard.ts) on every navigation. While the session is first
 * loading a skeleton replaces the routes; a guest's navigation re-checks the session, so a login
 * made in another tab is picked up. The signed-in user is mirrored to local storage ('user').
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { data: user, isLoading, mutate } = useSession();
  const isGuest = !isLoading && !user;

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

  if (isLoading) return <PageSkeleton />;
  // A failed check (network, server fault) leaves no user: the guest rules apply until it succeeds.
  const target = guardRedirect(
    pathname,
    { isAuthenticated: Boolean(user), user: user ?? null },
    search,
  );
  return target ? <Navigate to={target} replace /> : children;
}
