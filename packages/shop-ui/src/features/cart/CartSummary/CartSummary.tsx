import { CHECKOUT, formatMoney, type OrderTotals } from '@atelier/api-client';
import { styled } from 'styled-components';

export interface CartSummaryProps {
  /** Subtotal, cash handling fee and total, as `orderTotals()` computes them. */
  totals: OrderTotals;
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Line = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme, $strong }) =>
    $strong ? theme.fontWeights.bold : theme.fontWeights.regular};
  & > dt,
  & > dd {
    margin: 0;
  }
`;

/**
 * The totals block of the cart, checkout and order details. The subtotal and the cash
 * handling fee are only listed when a fee applies; otherwise the total says it all.
 */
export function CartSummary({ totals }: CartSummaryProps) {
  const hasFee = totals.cashHandlingFee > 0;
  return (
    <List>
      {hasFee && (
        <>
          <Line>
            <dt>Subtotal</dt>
            <dd>{formatMoney(totals.subtotal)}</dd>
          </Line>
          <Line>
            <dt>{CHECKOUT.codFeeLine}</dt>
            <dd>{formatMoney(totals.cashHandlingFee)}</dd>
          </Line>
        </>
      )}
      <Line $strong>
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </Line>
    </List>
  );
}
