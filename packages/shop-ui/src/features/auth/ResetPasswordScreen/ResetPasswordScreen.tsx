import { AUTH, RESET_REDIRECT_DELAY_MS, resetPasswordError, VALIDATION } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { authFailure } from '../feedback';
import { InvalidResetLink } from '../InvalidResetLink';
import { ResetPasswordForm } from '../ResetPasswordForm';
import { useAuthForm } from '../useAuthForm';

export interface ResetPasswordScreenProps {
  /** The `token` from the reset link; the host reads it from its URL. Missing or empty = invalid. */
  token?: string | null;
}

/** /auth/reset-password: the reset form with a token, the 'Invalid Reset Link' page without. */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  return token ? <ResetWithToken token={token} /> : <MissingToken />;
}

function MissingToken() {
  const { toast } = useToast();
  const raised = useRef(false);

  // Once per visit: a StrictMode double effect or a re-render must not stack a second toast.
  useEffect(() => {
    if (raised.current) return;
    raised.current = true;
    toast({ title: AUTH.invalidResetLink, variant: 'destructive' });
  }, [toast]);

  return <InvalidResetLink />;
}

function ResetWithToken({ token }: { token: string }) {
  const { resetPassword } = useAuthActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { login } = useRoutes();
  const form = useAuthForm({ newPassword: '', confirmPassword: '' });
  const reset = useAction(resetPassword, {
    successToast: (response) => response.message,
    errorToast: authFailure(),
  });
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = async () => {
    if (redirecting) return;
    const problem = resetPasswordError(form.values);
    if (problem) {
      form.setError(
        problem === VALIDATION.passwordsMismatch ? 'confirmPassword' : 'newPassword',
        problem,
      );
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    const outcome = await reset.run({ token, newPassword: form.values.newPassword });
    if (outcome.status !== 'success') return;
    // The pause lets the person read the confirmation before the page changes.
    setRedirecting(true);
    timer.current = setTimeout(() => navigate(login), RESET_REDIRECT_DELAY_MS);
  };

  return (
    <ResetPasswordForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={reset.isPending || redirecting}
    />
  );
}
