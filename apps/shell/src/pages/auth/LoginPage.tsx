import { LoginScreen, RETURN_PARAM } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/** /auth/login?redirect=: once signed in, back to the page that asked for it. */
export default function LoginPage() {
  const [params] = useSearchParams();
  return <LoginScreen redirect={params.get(RETURN_PARAM)} />;
}
