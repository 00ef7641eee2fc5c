import { AUTH, passwordError } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { authFailure, responseMessage } from '../feedback';
import { RegisterForm } from '../RegisterForm';
import { useAuthForm } from '../useAuthForm';
import { verifyOtpHref } from './verifyOtpHref';

/** /auth/register wired to the API: checks the password rule, registers, then asks for the OTP. */
export function RegisterScreen() {
  const { register } = useAuthActions();
  const { toast } = useToast();
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
    if (problem) {
      form.setError('password', problem);
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    const outcome = await signUp.run(form.values);
    if (outcome.status === 'success') navigate(verifyOtpHref(form.values.email, routes));
  };

  return (
    <RegisterForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={signUp.isPending}
    />
  );
}
