import { ResetPasswordScreen } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/** /auth/reset-password?token=: the token from the e-mailed link; without one, the invalid-link page. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPasswordScreen token={params.get('token')} />;
}
