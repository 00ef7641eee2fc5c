import type { ResetPasswordForm as ResetPasswordValues } from '@atelier/api-client';
import { Form } from 'react-aria-components';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, FormStack, LinkRow } from '../AuthPanel';
import { PendingButton } from '../PendingButton';

export type ResetPasswordFormProps = AuthFormProps<ResetPasswordValues>;

/** The /auth/reset-password page opened from a link with a token: the new password, twice. */
export function ResetPasswordForm({
  values,
  onChange,
  onSubmit,
  errors = {},
  isPending,
}: ResetPasswordFormProps) {
  return (
    <AuthPanel title="Reset Password" description="Enter your new password below.">
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormStack>
          <TextField
            label="New Password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(value) => onChange('newPassword', value)}
            errorMessage={errors.newPassword}
          />
          <TextField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(value) => onChange('confirmPassword', value)}
            errorMessage={errors.confirmPassword}
          />
          <PendingButton type="submit" isPending={isPending} pendingLabel="Resetting your password">
            Reset Password
          </PendingButton>
        </FormStack>
      </Form>
      <LinkRow>
        <Link href="/auth/login">Back to Login</Link>
      </LinkRow>
    </AuthPanel>
  );
}
