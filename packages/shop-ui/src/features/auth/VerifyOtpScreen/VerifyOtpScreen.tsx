import { otpError, resendOtpError } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useEffect } from 'react';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes, withReturnPath } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { authFailure } from '../feedback';
import { useAuthForm } from '../useAuthForm';
import { VerifyOtpForm } from '../VerifyOtpForm';

export interface VerifyOtpScreenProps {
  /** The `email` query parameter; the host reads it from its URL. Pre-fills the form. */
  email?: string | null;
  /** The `redirect` query parameter, passed on to login: where to go once signed in. */
  redirect?: string | null;
}

const serverWords = { successToast: (response: { message: string }) => response.message };

/** /auth/verify-otp wired to the API: verifies the code or sends a new one. */
export function VerifyOtpScreen({ email, redirect }: VerifyOtpScreenProps) {
  const { verifyOtp, resendOtp } = useAuthActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const routes = useRoutes();
  const form = useAuthForm({ email: email ?? '', otp: '' });
  const verify = useAction(verifyOtp, { ...serverWords, errorToast: authFailure() });
  // Resending is its own request: it may run while the person is still typing the code.
  const resend = useAction(resendOtp, { ...serverWords, errorToast: authFailure() });
  const { setField } = form;

  // The host may change the query string while the page is open (a second link from the e-mail).
  useEffect(() => {
    if (email) setField('email', email);
  }, [email, setField]);

  const handleSubmit = async () => {
    const problem = otpError(form.values.otp);
    if (problem) {
      form.setError('otp', problem);
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    const outcome = await verify.run(form.values);
    if (outcome.status === 'success') navigate(withReturnPath(routes.login, redirect, routes));
  };

  const handleResend = async () => {
    const problem = resendOtpError(form.values.email);
    if (problem) {
      form.setError('email', problem);
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    await resend.run({ email: form.values.email });
  };

  return (
    <VerifyOtpForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={verify.isPending}
      onResend={handleResend}
      isResending={resend.isPending}
      returnTo={redirect}
    />
  );
}
