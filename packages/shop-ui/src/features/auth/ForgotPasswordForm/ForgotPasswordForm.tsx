import type { EmailPayload } from '@atelier/api-client';
import { Form } from 'react-aria-components';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, FormStack, LinkRow } from '../AuthPanel';
import { PendingButton } from '../PendingButton';

export type ForgotPasswordFormProps = AuthFormProps<EmailPayload>;

/** The /auth/forgot-password page: the e-mail to send a reset link to. */
export function ForgotPasswordForm({
  values,
  onChange,
  onSubmit,
  errors = {},
  isPending,
}: ForgotPasswordFormProps) {
  return (
    <AuthPanel
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
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
          <PendingButton type="submit" isPending={isPending} pendingLabel="Sending the reset link">
            Send Reset Link
          </PendingButton>
        </FormStack>
      </Form>
      <LinkRow>
        <Link href="/auth/login">Back to Login</Link>
      </LinkRow>
    </AuthPanel>
  );
}
