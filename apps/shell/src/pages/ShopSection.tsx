import { ShopLayout } from '@atelier/shop-ui/screens';
import { Suspense } from 'react';
import { PageSkeleton } from '../PageSkeleton';
import { Outlet, useLocation } from '../router';

/** /shop/*: header, navigation and cart around the child page, which may still be loading. */
export default function ShopSection() {
  const { pathname, search } = useLocation();
  return (
    <ShopLayout currentHref={pathname + search}>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </ShopLayout>
  );
}
