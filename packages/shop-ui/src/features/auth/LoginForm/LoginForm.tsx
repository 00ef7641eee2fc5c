import type { LoginPayload } from '@atelier/api-client';
import { Form } from 'react-aria-components';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, FormStack, LinkRow } from '../AuthPanel';
import { PendingButton } from '../PendingButton';

export type LoginFormProps = AuthFormProps<LoginPayload>;

/** The /auth/login page: e-mail and password, with the way to register or recover a password. */
export function LoginForm({ values, onChange, onSubmit, errors = {}, isPending }: LoginFormProps) {
  return (
    <AuthPanel
      title="Sign in to your account"
      description={
        <LinkRow>
          Don&apos;t have an account? <Link href="/auth/register">Register</Link>
        </LinkRow>
      }
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormStack>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(value) => onChange('email', value)}
            errorMessage={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => onChange('password', value)}
            errorMessage={errors.password}
          />
          <PendingButton type="submit" isPending={isPending} pendingLabel="Signing in">
            Sign In
          </PendingButton>
        </FormStack>
      </Form>
      <LinkRow>
        <Link href="/auth/forgot-password">Forgot your password?</Link>
      </LinkRow>
    </AuthPanel>
  );
}
