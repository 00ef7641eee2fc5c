import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton';
import { RouteErrorBoundary } from './RouteError';

/** Where a layout shows its page: a skeleton while the page's code loads, a message if it fails. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
