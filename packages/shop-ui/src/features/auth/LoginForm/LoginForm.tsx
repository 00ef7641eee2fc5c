import type { LoginPayload } from '@atelier/api-client';
import { useRoutes, withReturnPath } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import { AuthFormFrame, bindField } from '../AuthFormFrame';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, LinkRow } from '../AuthPanel';

export type LoginFormProps = AuthFormProps<LoginPayload>;

/** The /auth/login page: e-mail and password, with the way to register or recover a password. */
export function LoginForm(props: LoginFormProps) {
  const routes = useRoutes();
  return (
    <AuthPanel
      title="Sign in to your account"
      description={
        <LinkRow>
          Don&apos;t have an account?{' '}
          <Link href={withReturnPath(routes.register, props.returnTo, routes)}>Register</Link>
        </LinkRow>
      }
    >
      <AuthFormFrame
        onSubmit={props.onSubmit}
        isPending={props.isPending}
        submitLabel="Sign In"
        pendingLabel="Signing in"
      >
        <TextField label="Email" type="email" autoComplete="email" {...bindField(props, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...bindField(props, 'password')}
        />
      </AuthFormFrame>
      <LinkRow>
        <Link href={routes.forgotPassword}>Forgot your password?</Link>
      </LinkRow>
    </AuthPanel>
  );
}
