import { useAuthActions } from '@atelier/api-client/swr';
import { useToast } from '../../../primitives/Toast';
import { ForgotPasswordForm } from '../ForgotPasswordForm';
import { failureMessage } from '../feedback';
import { useAuthForm } from '../useAuthForm';

/** /auth/forgot-password wired to the API: asks for a reset link and says what the server said. */
export function ForgotPasswordScreen() {
  const { forgotPassword } = useAuthActions();
  const { toast } = useToast();
  const form = useAuthForm({ email: '' });

  const handleSubmit = () =>
    form.submit(async () => {
      try {
        const response = await forgotPassword(form.values);
        toast({ title: response.message });
      } catch (error) {
        toast({ title: failureMessage(error), variant: 'destructive' });
      }
    });

  return (
    <ForgotPasswordForm
      values={form.values}
      onChange={form.setField}
      onSubmit={handleSubmit}
      errors={form.errors}
      isPending={form.isPending}
    />
  );
}
