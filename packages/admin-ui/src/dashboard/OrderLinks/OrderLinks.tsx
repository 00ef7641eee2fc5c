import { formatDate, formatMoney, type Order, shortOrderId } from '@atelier/api-client';
import { Link, useRoutes } from '@atelier/shop-ui';
import { OrderStatusBadge } from '@atelier/shop-ui/screens';
import { styled } from 'styled-components';

export interface OrderLinksProps {
  /** The orders to list, in order. */
  orders: readonly Order[];
  /** Accessible name of the list. */
  'aria-label': string;
  /** Said when there are none. */
  emptyText: string;
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  padding-block: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Orders as short lines, each linking to the orders page searched for that order. */
export function OrderLinks({ orders, emptyText, ...props }: OrderLinksProps) {
  const routes = useRoutes();
  if (orders.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List aria-label={props['aria-label']}>
      {orders.map((order) => (
        <Row key={order._id}>
          <Link
            href={`${routes.adminOrders}?${new URLSearchParams({ q: order._id })}`}
          >{`Order #${shortOrderId(order._id, 'admin')}`}</Link>
          <Muted>{formatDate(order.orderDate)}</Muted>
          <OrderStatusBadge audience="admin" status={order.orderStatus} />
          <Amount>{formatMoney(order.totalAmount)}</Amount>
        </Row>
      ))}
    </List>
  );
}
