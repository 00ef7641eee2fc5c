import { RETURN_PARAM, RegisterScreen } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/** /auth/register?redirect=: the return path travels on through verify-otp and login. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  return <RegisterScreen redirect={params.get(RETURN_PARAM)} />;
}
