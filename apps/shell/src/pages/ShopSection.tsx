import { ShopLayout } from '@atelier/shop-ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../PageSkeleton';

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
