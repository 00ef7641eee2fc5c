import { type CustomerSummary, formatDate, formatMoney } from '@atelier/api-client';
import { Badge, Link, useRoutes } from '@atelier/shop-ui';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { styled } from 'styled-components';
import { denseTable } from '../../shared/denseTable';
import { customerHref } from '../view';

export interface CustomerTableProps {
  /** The shoppers of this page, in display order. */
  customers: readonly CustomerSummary[];
  /** Accessible name of the table. */
  'aria-label': string;
}

// One line a shopper, the e-mail under the name. On a phone the flags move there too and the
// columns an admin can do without step aside, so the table fits instead of scrolling sideways.
const StyledTable = styled(Table)`
  ${denseTable}
  & tr[data-focus-visible],
  & td[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  & [data-numeric] {
    text-align: end;
    white-space: nowrap;
  }
  & [data-narrow] {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    & [data-wide] {
      display: none;
    }
    & [data-narrow] {
      display: block;
    }
  }
`;

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

// An address is one word: it breaks only when it alone is wider than a phone.
const Email = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Flags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Verified or not, and Blocked while it stands. */
export function CustomerFlags({
  customer,
}: {
  customer: Pick<CustomerSummary, 'verified' | 'blocked'>;
}) {
  return (
    <Flags>
      {customer.verified ? (
        <Badge tone="green">Verified</Badge>
      ) : (
        <Badge tone="yellow">Not verified</Badge>
      )}
      {customer.blocked && <Badge tone="red">Blocked</Badge>}
    </Flags>
  );
}

/**
 * The back office's shoppers as a dense table: name (a link to their page) and e-mail, verified
 * and blocked, how many orders, what they spent and when they last ordered.
 */
export function CustomerTable({ customers, ...props }: CustomerTableProps) {
  const routes = useRoutes();
  return (
    <Frame>
      <StyledTable {...props}>
        <TableHeader>
          <Column isRowHeader>Customer</Column>
          <Column data-wide>Status</Column>
          <Column data-numeric>Orders</Column>
          <Column data-numeric>Total spent</Column>
          <Column data-numeric data-wide>
            Last order
          </Column>
        </TableHeader>
        <TableBody items={customers}>
          {(customer) => (
            <Row id={customer.id} textValue={customer.userName}>
              <Cell>
                <Who>
                  <Link href={customerHref(routes.adminCustomer, customer.id)}>
                    {customer.userName}
                  </Link>
                  <Email>{customer.email}</Email>
                  <span data-narrow>
                    <CustomerFlags customer={customer} />
                  </span>
                </Who>
              </Cell>
              <Cell data-wide>
                <CustomerFlags customer={customer} />
              </Cell>
              <Cell data-numeric>{customer.orderCount.toLocaleString('en-IN')}</Cell>
              <Cell data-numeric>{formatMoney(customer.totalSpent)}</Cell>
              <Cell data-numeric data-wide>
                {customer.lastOrderDate ? formatDate(customer.lastOrderDate) : '—'}
              </Cell>
            </Row>
          )}
        </TableBody>
      </StyledTable>
    </Frame>
  );
}
