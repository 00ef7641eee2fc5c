import { AUTH } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { authPaths, safeReturnPath, useNavigate, useRoutes } from '../../../navigation';
import { authFailure, responseMessage } from '../feedback';
import { LoginForm } from '../LoginForm';
import { useAuthForm } from '../useAuthForm';

export interface LoginScreenProps {
  /**
   * The `redirect` query parameter: where to go once signed in (checked to be a path on this
   * site). Without one, the person goes to `/`, the host's gate.
   */
  redirect?: string | null;
}

/**
 * /auth/login wired to the API: signs in, then sends the person back to where they were asked
 * to sign in (`redirect`), else to / (the host's gate).
 */
export function LoginScreen({ redirect }: LoginScreenProps) {
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
    if (outcome.status !== 'success') return;
    // Replace: Back from the page they return to should not land on the login form again.
    navigate(safeReturnPath(redirect, authPaths(routes)) ?? routes.root, { replace: true });
  };

  return (
    <LoginForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={signIn.isPending}
      returnTo={redirect}
    />
  );
}
