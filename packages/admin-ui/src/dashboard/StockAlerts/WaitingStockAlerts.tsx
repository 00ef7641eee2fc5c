import { useExtensions, useRestockWaiting } from '@atelier/api-client/swr';
import { StockAlerts, type StockAlertsProps } from './StockAlerts';

/**
 * The restock table with how many shoppers wait for each size, where the backend counts them
 * (extension `restock-alerts`); the plain table otherwise, and while the counts load.
 */
export function WaitingStockAlerts(props: Omit<StockAlertsProps, 'waiting'>) {
  const extensions = useExtensions();
  const enabled = extensions.has('restock-alerts');
  const waiting = useRestockWaiting(enabled);
  return <StockAlerts {...props} {...(enabled && waiting.data ? { waiting: waiting.data } : {})} />;
}
