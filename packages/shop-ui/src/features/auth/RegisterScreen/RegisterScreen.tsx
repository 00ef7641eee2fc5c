import { AUTH, passwordError } from '@atelier/api-client';
import { useAuthActions } from '@atelier/api-client/swr';
import { useNavigate } from '../../../navigation';
import { useToast } from '../../../primitives/Toast';
import { failureMessage, responseMessage } from '../feedback';
import { RegisterForm } from '../RegisterForm';
import { useAuthForm } from '../useAuthForm';
import { verifyOtpHref } from './verifyOtpHref';

/** /auth/register wired to the API: checks the password rule, registers, then asks for the OTP. */
export function RegisterScreen() {
  const { register } = useAuthActions();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useAuthForm({ userName: '', email: '', password: '' });

  const handleSubmit = () => {
    const problem = passwordError(form.values.password);
    if (problem) {
      form.setError('password', problem);
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    return form.submit(async () => {
      try {
        const response = await register(form.values);
        toast({
          title: responseMessage(response, AUTH.registerSuccess),
          description: AUTH.registerSuccessDescription,
        });
        navigate(verifyOtpHref(form.values.email));
      } catch (error) {
        toast({ title: failureMessage(error, AUTH.registerFailedRetry), variant: 'destructive' });
      }
    });
  };

  return (
    <RegisterForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={form.isPending}
    />
  );
}
