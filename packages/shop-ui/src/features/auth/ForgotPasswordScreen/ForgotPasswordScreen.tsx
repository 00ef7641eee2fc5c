import { useAuthActions } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { ForgotPasswordForm } from '../ForgotPasswordForm';
import { authFailure } from '../feedback';
import { useAuthForm } from '../useAuthForm';

/** /auth/forgot-password wired to the API: asks for a reset link and says what the server said. */
export function ForgotPasswordScreen() {
  const { forgotPassword } = useAuthActions();
  const form = useAuthForm({ email: '' });
  const request = useAction(forgotPassword, {
    successToast: (response) => response.message,
    errorToast: authFailure(),
  });

  return (
    <ForgotPasswordForm
      values={form.values}
      onChange={form.setField}
      onSubmit={() => void request.run(form.values)}
      errors={form.errors}
      isPending={request.isPending}
    />
  );
}
