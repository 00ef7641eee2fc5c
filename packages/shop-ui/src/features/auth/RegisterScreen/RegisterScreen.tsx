import { AUTH, passwordError } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes } from '../../../navigation';
import { authFailure, responseMessage } from '../feedback';
import { RegisterForm } from '../RegisterForm';
import { useAuthForm } from '../useAuthForm';
import { verifyOtpHref } from './verifyOtpHref';

export interface RegisterScreenProps {
  /** The `redirect` query parameter: where to go once the new account has signed in. */
  redirect?: string | null;
}

/** /auth/register wired to the API: checks the password rule, registers, then asks for the OTP. */
export function RegisterScreen({ redirect }: RegisterScreenProps) {
  const { register } = useAuthActions();
  const navigate = useNavigate();
  const routes = useRoutes();
  const form = useAuthForm({ userName: '', email: '', password: '' });
  const signUp = useAction(register, {
    successToast: (response) => ({
      title: responseMessage(response, AUTH.registerSuccess),
      description: AUTH.registerSuccessDescription,
    }),
    errorToast: authFailure(AUTH.registerFailedRetry),
  });

  const handleSubmit = async () => {
    const problem = passwordError(form.values.password);
    // Said once, on the field: no toast repeats it.
    if (problem) {
      form.setError('password', problem);
      return;
    }
    const outcome = await signUp.run(form.values);
    if (outcome.status === 'success') navigate(verifyOtpHref(form.values.email, routes, redirect));
  };

  return (
    <RegisterForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={signUp.isPending}
      returnTo={redirect}
    />
  );
}
