import { AuthLayout } from '@atelier/shop-ui/screens';
import { PageOutlet } from '../../PageOutlet';

/** /auth/*: the two-column auth layout around the child page. */
export default function AuthSection() {
  return (
    <AuthLayout>
      <PageOutlet />
    </AuthLayout>
  );
}
