import { useEffect, useState } from 'react';
import { loadPaymentScript } from './loadPaymentScript';

export type PaymentScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Starts loading the provider's checkout script once `enabled` turns true and reports how far it
 * got. Runs only in effects, so rendering on the server never touches `window`.
 */
export function usePaymentScript(url: string | undefined, enabled: boolean): PaymentScriptStatus {
  const [status, setStatus] = useState<PaymentScriptStatus>('idle');

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setStatus((previous) => (previous === 'ready' ? previous : 'loading'));
    loadPaymentScript(url).then(
      () => current && setStatus('ready'),
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [url, enabled]);

  return status;
}
