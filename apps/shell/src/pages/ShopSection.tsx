import { ShopLayout } from '@atelier/shop-ui/screens';
import { useLocation } from 'react-router-dom';
import { PageOutlet } from '../PageOutlet';

/** /shop/*: header, navigation and cart around the child page, which may still be loading. */
export default function ShopSection() {
  const { pathname, search } = useLocation();
  return (
    <ShopLayout currentHref={pathname + search}>
      <PageOutlet />
    </ShopLayout>
  );
}
