import { PaymentSuccessPage } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/** /shop/payment-success?orderId=: the order just placed, summarised for the shopper. */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  return <PaymentSuccessPage orderId={params.get('orderId')} />;
}
