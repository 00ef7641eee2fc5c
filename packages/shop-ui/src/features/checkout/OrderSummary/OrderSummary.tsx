import { CHECKOUT, formatMoney, type OrderTotals } from '@atelier/api-client';
import { styled } from 'styled-components';

export interface OrderSummaryProps {
  /** Subtotal, cash handling fee and total, from `orderTotals()`. */
  totals: OrderTotals;
}

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dd { margin: 0; text-align: end; }
`;

const TotalTerm = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const TotalValue = styled(TotalTerm).attrs({ as: 'dd' })``;

/** The order's totals; the Cash Handling Fee line appears only for cash on delivery. */
export function OrderSummary({ totals }: OrderSummaryProps) {
  return (
    <List>
      <dt>Subtotal</dt>
      <dd>{formatMoney(totals.subtotal)}</dd>
      {totals.cashHandlingFee > 0 && (
        <>
          <dt>{CHECKOUT.codFeeLine}</dt>
          <dd>{formatMoney(totals.cashHandlingFee)}</dd>
        </>
      )}
      <TotalTerm>Total</TotalTerm>
      <TotalValue>{formatMoney(totals.total)}</TotalValue>
    </List>
  );
}
