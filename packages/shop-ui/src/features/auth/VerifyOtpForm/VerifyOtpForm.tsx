import { OTP_LENGTH, type VerifyOtpPayload } from '@atelier/api-client';
import { Form } from 'react-aria-components';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, FormStack, LinkRow } from '../AuthPanel';
import { PendingButton } from '../PendingButton';

export interface VerifyOtpFormProps extends AuthFormProps<VerifyOtpPayload> {
  /** Asks the server to send a new code to the e-mail in the form. */
  onResend: () => void;
  /** True while the resend request runs. */
  isResending?: boolean;
}

/** The /auth/verify-otp page: the e-mail the code went to and the 6-digit code. */
export function VerifyOtpForm({
  values,
  onChange,
  onSubmit,
  errors = {},
  isPending,
  onResend,
  isResending,
}: VerifyOtpFormProps) {
  return (
    <AuthPanel
      title="Verify your email"
      description={`Enter the ${OTP_LENGTH}-digit code we sent to your email.`}
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
            label="OTP Code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={values.otp}
            onChange={(value) => onChange('otp', value)}
            errorMessage={errors.otp}
          />
          <PendingButton type="submit" isPending={isPending} pendingLabel="Verifying the code">
            Verify OTP
          </PendingButton>
          <PendingButton
            variant="secondary"
            onPress={onResend}
            isPending={isResending}
            pendingLabel="Sending a new code"
          >
            Resend OTP
          </PendingButton>
        </FormStack>
      </Form>
      <LinkRow>
        <Link href="/auth/login">Back to Login</Link>
      </LinkRow>
    </AuthPanel>
  );
}
