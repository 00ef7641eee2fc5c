import {
  LOW_STOCK_THRESHOLD,
  type RestockWaiting,
  restockOptionLabel,
  type StockAlert,
} from '@atelier/api-client';
import { styled } from 'styled-components';
import { ScrollRegion } from '../../shared/ScrollRegion';

export interface StockAlertsProps {
  /** Products (or a product's colours) with sizes out of stock or low, most urgent first. */
  alerts: readonly StockAlert[];
  /** How many products to list; the rest are counted. */
  limit?: number;
  /**
   * Extension `restock-alerts`: how many shoppers wait for each size. Given, the table gains a
   * Waiting column and lists the most wanted products first; left out, it is as on a plain
   * backend.
   */
  waiting?: readonly RestockWaiting[];
  /** How many products need restocking, when `alerts` holds only the most urgent of them. */
  total?: number;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    min-width: 8rem;
  }
`;

const Out = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The shoppers waiting for an alert's sizes: their total, and "S: 3, L in Navy: 1" by size. A
 * colour's alert counts those waiting for that colour, any other alert all of its product's.
 */
function waitingFor(waiting: readonly RestockWaiting[], alert: StockAlert) {
  const entries = waiting.filter(
    (entry) =>
      entry.productId === alert.productId &&
      (alert.colour === undefined || entry.colour === alert.colour),
  );
  return {
    total: entries.reduce((sum, entry) => sum + entry.waiting, 0),
    sizes: entries.map(
      (entry) => `${restockOptionLabel(entry.size, entry.colour)}: ${entry.waiting}`,
    ),
  };
}

/**
 * Sizes to restock, by product: what is gone and what is running low, in one look; with the
 * waiting shoppers, what people want most comes first.
 */
export function StockAlerts({
  alerts,
  limit = 10,
  waiting,
  total = alerts.length,
}: StockAlertsProps) {
  if (alerts.length === 0) {
    return <Muted>{`Every size has ${LOW_STOCK_THRESHOLD} or more in stock.`}</Muted>;
  }
  const wanted = waiting && new Map(alerts.map((alert) => [alert, waitingFor(waiting, alert)]));
  const waitingTotal = (alert: StockAlert) => wanted?.get(alert)?.total ?? 0;
  // A stable sort: products nobody waits for keep the order they came in.
  const ordered = wanted ? [...alerts].sort((a, b) => waitingTotal(b) - waitingTotal(a)) : alerts;
  const shown = ordered.slice(0, limit);
  return (
    <>
      <ScrollRegion label="Sizes to restock">
        <Table>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Out of stock</th>
              <th scope="col">Low stock</th>
              {wanted && <th scope="col">Waiting</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((alert) => (
              <tr key={`${alert.productId} ${alert.colour ?? ''}`}>
                <th scope="row">
                  {/* Extension `product-colours`: each colour is restocked on its own. */}
                  {alert.colour === undefined ? alert.title : `${alert.title} in ${alert.colour}`}
                </th>
                <td>{alert.outOfStock.length ? <Out>{alert.outOfStock.join(', ')}</Out> : '—'}</td>
                <td>
                  {alert.lowStock.length
                    ? alert.lowStock.map((entry) => `${entry.size}: ${entry.stock} left`).join(', ')
                    : '—'}
                </td>
                {wanted && <td>{wanted.get(alert)?.sizes.join(', ') || '—'}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      {total > shown.length && <Muted>{`and ${total - shown.length} more products`}</Muted>}
    </>
  );
}
