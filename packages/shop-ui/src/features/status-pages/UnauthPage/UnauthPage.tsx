import { StatusPage } from '../StatusPage';

/** Shown at /unauth-page when a signed-in user opens a page their role may not see. */
export function UnauthPage() {
  return (
    <StatusPage title="Access denied">You don&apos;t have access to view this page.</StatusPage>
  );
}
