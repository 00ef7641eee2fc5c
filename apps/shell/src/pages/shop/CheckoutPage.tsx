import { CheckoutScreen } from '@atelier/shop-ui/screens';
import { useShellConfig } from '../../ShellApp';

/** /shop/checkout with the payment provider's key and script from the shell's configuration. */
export default function CheckoutPage() {
  const { paymentKeyId, paymentScriptUrl } = useShellConfig();
  return <CheckoutScreen paymentKeyId={paymentKeyId} paymentScriptUrl={paymentScriptUrl} />;
}
