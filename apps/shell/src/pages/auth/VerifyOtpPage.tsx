import { VerifyOtpScreen } from '@atelier/shop-ui';
import { useSearchParams } from 'react-router-dom';

/** /auth/verify-otp?email=: the e-mail registration just used fills the form. */
export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  return <VerifyOtpScreen email={params.get('email')} />;
}
