import type { StockAlert } from '@atelier/api-client';
import { LOW_STOCK_THRESHOLD } from '@atelier/api-client';
import { styled } from 'styled-components';
import { ScrollRegion } from '../../shared/ScrollRegion';

export interface StockAlertsProps {
  /** Products with sizes out of stock or low, most urgent first. */
  alerts: readonly StockAlert[];
  /** How many products to list; the rest are counted. */
  limit?: number;
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

/** Sizes to restock, by product: what is gone and what is running low, in one look. */
export function StockAlerts({ alerts, limit = 10, total = alerts.length }: StockAlertsProps) {
  if (alerts.length === 0) {
    return <Muted>{`Every size has ${LOW_STOCK_THRESHOLD} or more in stock.`}</Muted>;
  }
  const shown = alerts.slice(0, limit);
  return (
    <>
      <ScrollRegion label="Sizes to restock">
        <Table>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Out of stock</th>
              <th scope="col">Low stock</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((alert) => (
              <tr key={alert.productId}>
                <th scope="row">{alert.title}</th>
                <td>{alert.outOfStock.length ? <Out>{alert.outOfStock.join(', ')}</Out> : '—'}</td>
                <td>
                  {alert.lowStock.length
                    ? alert.lowStock.map((entry) => `${entry.size}: ${entry.stock} left`).join(', ')
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      {total > shown.length && <Muted>{`and ${total - shown.length} more products`}</Muted>}
    </>
  );
}
