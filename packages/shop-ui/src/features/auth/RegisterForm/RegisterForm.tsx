import type { RegisterPayload } from '@atelier/api-client';
import { Form } from 'react-aria-components';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, FormStack, LinkRow } from '../AuthPanel';
import { PendingButton } from '../PendingButton';

export type RegisterFormProps = AuthFormProps<RegisterPayload>;

/** The /auth/register page: user name, e-mail and password. */
export function RegisterForm({
  values,
  onChange,
  onSubmit,
  errors = {},
  isPending,
}: RegisterFormProps) {
  return (
    <AuthPanel
      title="Create new account"
      description={
        <LinkRow>
          Already have an account? <Link href="/auth/login">Login</Link>
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
            label="User Name"
            name="userName"
            autoComplete="username"
            value={values.userName}
            onChange={(value) => onChange('userName', value)}
            errorMessage={errors.userName}
          />
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
            autoComplete="new-password"
            value={values.password}
            onChange={(value) => onChange('password', value)}
            errorMessage={errors.password}
          />
          <PendingButton type="submit" isPending={isPending} pendingLabel="Creating your account">
            Sign Up
          </PendingButton>
        </FormStack>
      </Form>
    </AuthPanel>
  );
}
