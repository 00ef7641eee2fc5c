import { AUTH } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useNavigate } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { failureMessage, responseMessage } from '../feedback';
import { LoginForm } from '../LoginForm';
import { useAuthForm } from '../useAuthForm';

/** /auth/login wired to the API: signs in, then sends the person to / (the host's gate). */
export function LoginScreen() {
  const { login } = useAuthActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useAuthForm({ email: '', password: '' });

  const handleSubmit = () =>
    form.submit(async () => {
      try {
        const response = await login(form.values);
        toast({ title: responseMessage(response, AUTH.loginSuccess) });
        navigate('/');
      } catch (error) {
        toast({ title: failureMessage(error, AUTH.loginFailedRetry), variant: 'destructive' });
      }
    });

  return (
    <LoginForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={form.isPending}
    />
  );
}
