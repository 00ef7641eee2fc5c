import { AdminLayout } from '@atelier/admin-ui';
import { Suspense } from 'react';
import { PageSkeleton } from '../../PageSkeleton';
import { Outlet, useLocation } from '../../router';

/** /admin/*: the back office's sidebar and header around the child page, which may still load. */
export default function AdminSection() {
  const { pathname, search } = useLocation();
  return (
    <AdminLayout currentPath={pathname + search}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}
