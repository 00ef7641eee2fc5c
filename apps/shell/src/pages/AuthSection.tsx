import { AuthLayout } from '@atelier/shop-ui/screens';
import { Suspense } from 'react';
import { PageSkeleton } from '../PageSkeleton';
import { Outlet } from '../router';

/** /auth/*: the two-column auth layout around the child page. */
export default function AuthSection() {
  return (
    <AuthLayout>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}
