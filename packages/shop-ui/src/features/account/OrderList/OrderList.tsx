import { formatMoney, type Order, shortOrderId } from '@atelier/api-client';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { focusRing } from '../../../theme';
import { OrderStatusBadge, PaymentMethodBadge } from '../../orders';
import { formatOrderDate } from '../formatOrderDate';

export interface OrderListProps {
  /** The shopper's orders, in the order to show them. */
  orders: readonly Order[];
  /** Opens the details of one order. */
  onViewDetails: (order: Order) => void;
}

// A focusable region so keyboard users can scroll the table sideways on narrow screens.
const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    ${focusRing()}
  }
`;

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
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

/** The shopper's orders: id (last 6 characters), date, status, payment, total, details. */
export function OrderList({ orders, onViewDetails }: OrderListProps) {
  return (
    <Scroller role="region" aria-label="Order history" tabIndex={0}>
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
            const idCell = `order-${order._id}`;
            return (
              <tr key={order._id}>
                <th scope="row" id={idCell}>
                  <Mono>{shortOrderId(order._id, 'shopper')}</Mono>
                </th>
                <td>{formatOrderDate(order.orderDate)}</td>
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
    </Scroller>
  );
}
