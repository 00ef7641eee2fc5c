import { useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { StatusPage } from '../StatusPage';

/** Shown for any path the shell does not know, with the ways back into the shop. */
export function NotFoundPage() {
  const routes = useRoutes();
  return (
    <StatusPage
      title="Page not found"
      actions={
        <>
          <Link href={routes.listing} variant="secondaryButton">
            Browse all products
          </Link>
          <Link href={routes.search} variant="secondaryButton">
            Search
          </Link>
        </>
      }
    >
      This page doesn&apos;t exist. It may have moved, or the address may be mistyped.
    </StatusPage>
  );
}
