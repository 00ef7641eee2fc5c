import { OTP_LENGTH, type VerifyOtpPayload } from '@atelier/api-client';
import { useRoutes, withReturnPath } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { TextField } from '../../../primitives/TextField';
import { AuthFormFrame, bindField } from '../AuthFormFrame';
import type { AuthFormProps } from '../AuthFormProps';
import { AuthPanel, LinkRow } from '../AuthPanel';
import { PendingButton } from '../PendingButton';

export interface VerifyOtpFormProps extends AuthFormProps<VerifyOtpPayload> {
  /** Asks the server to send a new code to the e-mail in the form. */
  onResend: () => void;
  /** True while the resend request runs. */
  isResending?: boolean;
}

/** The /auth/verify-otp page: the e-mail the code went to and the 6-digit code. */
export function VerifyOtpForm({ onResend, isResending, ...props }: VerifyOtpFormProps) {
  const routes = useRoutes();
  return (
    <AuthPanel
      title="Verify your email"
      description={`Enter the ${OTP_LENGTH}-digit code we sent to your email.`}
    >
      <AuthFormFrame
        onSubmit={props.onSubmit}
        isPending={props.isPending}
        submitLabel="Verify OTP"
        pendingLabel="Verifying the code"
        actions={
          <PendingButton
            variant="secondary"
            onPress={onResend}
            isPending={isResending}
            pendingLabel="Sending a new code"
          >
            Resend OTP
          </PendingButton>
        }
      >
        <TextField label="Email" type="email" autoComplete="email" {...bindField(props, 'email')} />
        <TextField
          label="OTP Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          {...bindField(props, 'otp')}
        />
      </AuthFormFrame>
      <LinkRow>
        <Link href={withReturnPath(routes.login, props.returnTo, routes)}>Back to Login</Link>
      </LinkRow>
    </AuthPanel>
  );
}
