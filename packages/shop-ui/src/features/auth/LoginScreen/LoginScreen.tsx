import { AUTH } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes } from '../../../navigation';
import { authFailure, responseMessage } from '../feedback';
import { LoginForm } from '../LoginForm';
import { useAuthForm } from '../useAuthForm';

/** /auth/login wired to the API: signs in, then sends the person to / (the host's gate). */
export function LoginScreen() {
  const { login } = useAuthActions();
  const navigate = useNavigate();
  const routes = useRoutes();
  const form = useAuthForm({ email: '', password: '' });
  const signIn = useAction(login, {
    successToast: (response) => responseMessage(response, AUTH.loginSuccess),
    errorToast: authFailure(AUTH.loginFailedRetry),
  });

  const handleSubmit = async () => {
    const outcome = await signIn.run(form.values);
    if (outcome.status === 'success') navigate(routes.root);
  };

  return (
    <LoginForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={signIn.isPending}
    />
  );
}
