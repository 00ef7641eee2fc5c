import { useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { StatusPage } from '../StatusPage';

/** Shown at /unauth-page when a signed-in user opens a page their role may not see. */
export function UnauthPage() {
  const routes = useRoutes();
  return (
    <StatusPage
      title="Access denied"
      actions={
        <>
          <Link href={routes.listing} variant="secondaryButton">
            Browse all products
          </Link>
          <Link href={routes.account} variant="secondaryButton">
            Your account
          </Link>
        </>
      }
    >
      You don&apos;t have access to view this page.
    </StatusPage>
  );
}
