import { formatDate, formatMoney, type Order, shortOrderId } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Card } from '../../../primitives/Card';
import { OrderStatusBadge, PaymentMethodBadge } from '../../orders';

export interface OrderListProps {
  /** The shopper's orders, in the order to show them. */
  orders: readonly Order[];
  /** Opens the details of one order. */
  onViewDetails: (order: Order) => void;
}

// The list adapts to the width it is given: a table where six columns fit, cards where they do
// not (a phone), so the page never scrolls sideways. Only one of the two is displayed, and
// what is not displayed is not in the accessibility tree either.
const Root = styled.section`
  container: order-list / inline-size;
`;

const narrow = '@container order-list (width < 44rem)';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  & th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ${narrow} {
    display: none;
  }
`;

const Cards = styled.ul`
  display: none;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${narrow} {
    display: grid;
  }
`;

const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const CardTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & > dd { margin: 0; }
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

/** The shopper's orders: id (last 6 characters), date, status, payment, total, details. */
export function OrderList({ orders, onViewDetails }: OrderListProps) {
  const idPrefix = useId();
  return (
    <Root aria-label="Order history">
      <Table>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Order Date</th>
            <th scope="col">Order Status</th>
            <th scope="col">Payment</th>
            <th scope="col">Order Price</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const idCell = `${idPrefix}-row-${order._id}`;
            return (
              <tr key={order._id}>
                <th scope="row" id={idCell}>
                  <Mono>{shortOrderId(order._id, 'shopper')}</Mono>
                </th>
                <td>{formatDate(order.orderDate)}</td>
                <td>
                  <OrderStatusBadge status={order.orderStatus} audience="shopper" />
                </td>
                <td>
                  <PaymentMethodBadge method={order.paymentMethod} />
                </td>
                <td>{formatMoney(order.totalAmount)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={idCell}
                    onPress={() => onViewDetails(order)}
                  >
                    View Details
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Cards aria-label="Orders">
        {orders.map((order) => {
          const titleId = `${idPrefix}-card-${order._id}`;
          return (
            <li key={order._id}>
              <Card as="article" aria-labelledby={titleId}>
                <CardHead>
                  <CardTitle id={titleId}>
                    Order <Mono>{shortOrderId(order._id, 'shopper')}</Mono>
                  </CardTitle>
                  <OrderStatusBadge status={order.orderStatus} audience="shopper" />
                </CardHead>
                <Facts>
                  <dt>Order Date</dt>
                  <dd>{formatDate(order.orderDate)}</dd>
                  <dt>Payment</dt>
                  <dd>
                    <PaymentMethodBadge method={order.paymentMethod} />
                  </dd>
                  <dt>Order Price</dt>
                  <dd>{formatMoney(order.totalAmount)}</dd>
                </Facts>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-describedby={titleId}
                  onPress={() => onViewDetails(order)}
                >
                  View Details
                </Button>
              </Card>
            </li>
          );
        })}
      </Cards>
    </Root>
  );
}
