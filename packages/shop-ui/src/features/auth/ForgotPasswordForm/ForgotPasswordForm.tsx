import type { EmailPayload } from '@atelier/api-client';
import { useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import { AuthFormFrame, bindField } from '../AuthFormFrame';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, LinkRow } from '../AuthPanel';

export type ForgotPasswordFormProps = AuthFormProps<EmailPayload>;

/** The /auth/forgot-password page: the e-mail to send a reset link to. */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  const routes = useRoutes();
  return (
    <AuthPanel
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <AuthFormFrame
        onSubmit={props.onSubmit}
        isPending={props.isPending}
        submitLabel="Send Reset Link"
        pendingLabel="Sending the reset link"
      >
        <TextField label="Email" type="email" autoComplete="email" {...bindField(props, 'email')} />
      </AuthFormFrame>
      <LinkRow>
        <Link href={routes.login}>Back to Login</Link>
      </LinkRow>
    </AuthPanel>
  );
}
