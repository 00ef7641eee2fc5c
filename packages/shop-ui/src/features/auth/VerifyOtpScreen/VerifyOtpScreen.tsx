import { otpError, resendOtpError } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useEffect } from 'react';
import { useNavigate } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { failureMessage } from '../feedback';
import { useAuthForm } from '../useAuthForm';
import { VerifyOtpForm } from '../VerifyOtpForm';

export interface VerifyOtpScreenProps {
  /** The `email` query parameter; the host reads it from its URL. Pre-fills the form. */
  email?: string | null;
}

/** /auth/verify-otp wired to the API: verifies the code or sends a new one. */
export function VerifyOtpScreen({ email }: VerifyOtpScreenProps) {
  const { verifyOtp, resendOtp } = useAuthActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useAuthForm({ email: email ?? '', otp: '' });
  // Resending is its own request: it may run while the person is still typing the code.
  const resend = useAuthForm({});
  const { setField } = form;

  // The host may change the query string while the page is open (a second link from the e-mail).
  useEffect(() => {
    if (email) setField('email', email);
  }, [email, setField]);

  const handleSubmit = () => {
    const problem = otpError(form.values.otp);
    if (problem) {
      form.setError('otp', problem);
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    return form.submit(async () => {
      try {
        const response = await verifyOtp(form.values);
        toast({ title: response.message });
        navigate('/auth/login');
      } catch (error) {
        toast({ title: failureMessage(error), variant: 'destructive' });
      }
    });
  };

  const handleResend = () => {
    const problem = resendOtpError(form.values.email);
    if (problem) {
      form.setError('email', problem);
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    return resend.submit(async () => {
      try {
        const response = await resendOtp({ email: form.values.email });
        toast({ title: response.message });
      } catch (error) {
        toast({ title: failureMessage(error), variant: 'destructive' });
      }
    });
  };

  return (
    <VerifyOtpForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={form.isPending}
      onResend={handleResend}
      isResending={resend.isPending}
    />
  );
}
