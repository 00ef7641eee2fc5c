import { RETURN_PARAM, VerifyOtpScreen } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/**
 * /auth/verify-otp?email=&redirect=: the e-mail registration just used fills the form; the
 * return path goes on to login.
 */
export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  return <VerifyOtpScreen email={params.get('email')} redirect={params.get(RETURN_PARAM)} />;
}
