import { useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { AuthPanel, LinkRow } from '../AuthPanel';

/** /auth/reset-password opened without a token: explains it and offers a new link. */
export function InvalidResetLink() {
  const routes = useRoutes();
  return (
    <AuthPanel
      title="Invalid Reset Link"
      description="The password reset link is invalid or has expired."
    >
      <LinkRow>
        <Link href={routes.forgotPassword}>Request a new reset link</Link>
      </LinkRow>
    </AuthPanel>
  );
}
