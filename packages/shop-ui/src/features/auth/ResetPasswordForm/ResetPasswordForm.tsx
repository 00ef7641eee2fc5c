import type { ResetPasswordForm as ResetPasswordValues } from '@atelier/api-client';
import { useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import { AuthFormFrame, bindField } from '../AuthFormFrame';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, LinkRow } from '../AuthPanel';

export type ResetPasswordFormProps = AuthFormProps<ResetPasswordValues>;

/** The /auth/reset-password page opened from a link with a token: the new password, twice. */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const routes = useRoutes();
  return (
    <AuthPanel title="Reset Password" description="Enter your new password below.">
      <AuthFormFrame
        onSubmit={props.onSubmit}
        isPending={props.isPending}
        submitLabel="Reset Password"
        pendingLabel="Resetting your password"
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...bindField(props, 'newPassword')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...bindField(props, 'confirmPassword')}
        />
      </AuthFormFrame>
      <LinkRow>
        <Link href={routes.login}>Back to Login</Link>
      </LinkRow>
    </AuthPanel>
  );
}
