import type { RegisterPayload } from '@atelier/api-client';
import { useRoutes, withReturnPath } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import { AuthFormFrame, bindField } from '../AuthFormFrame';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, LinkRow } from '../AuthPanel';

export type RegisterFormProps = AuthFormProps<RegisterPayload>;

/** The /auth/register page: user name, e-mail and password. */
export function RegisterForm(props: RegisterFormProps) {
  const routes = useRoutes();
  return (
    <AuthPanel
      title="Create new account"
      description={
        <LinkRow>
          Already have an account?{' '}
          <Link href={withReturnPath(routes.login, props.returnTo, routes)}>Login</Link>
        </LinkRow>
      }
    >
      <AuthFormFrame
        onSubmit={props.onSubmit}
        isPending={props.isPending}
        submitLabel="Sign Up"
        pendingLabel="Creating your account"
      >
        <TextField label="User Name" autoComplete="username" {...bindField(props, 'userName')} />
        <TextField label="Email" type="email" autoComplete="email" {...bindField(props, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...bindField(props, 'password')}
        />
      </AuthFormFrame>
    </AuthPanel>
  );
}
