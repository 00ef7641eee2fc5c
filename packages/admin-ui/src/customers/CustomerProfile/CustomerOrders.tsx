import { formatDate, formatMoney, type Order, shortOrderId } from '@atelier/api-client';
import { Link, useRoutes } from '@atelier/shop-ui';
import { OrderStatusBadge } from '@atelier/shop-ui/screens';
import { styled } from 'styled-components';

export interface CustomerOrdersProps {
  /** Their newest orders. */
  orders: readonly Order[];
  /** How many they placed in all. */
  orderCount: number;
}

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Id and date on the left, status and total on the right; on a phone the pairs stack.
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Pair = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/** A shopper's orders, newest first, each a link to it on the orders page. */
export function CustomerOrders({ orders, orderCount }: CustomerOrdersProps) {
  const routes = useRoutes();
  if (orders.length === 0) return <Muted as="p">No orders found</Muted>;
  return (
    <>
      <List>
        {orders.map((order) => (
          <Item key={order._id}>
            <Pair>
              <Link href={`${routes.adminOrders}?q=${encodeURIComponent(order._id)}`}>
                {`Order #${shortOrderId(order._id, 'admin')}`}
              </Link>
              <Muted>{formatDate(order.orderDate)}</Muted>
            </Pair>
            <Pair>
              <OrderStatusBadge status={order.orderStatus} audience="admin" />
              <Amount>{formatMoney(order.totalAmount)}</Amount>
            </Pair>
          </Item>
        ))}
      </List>
      {orderCount > orders.length && (
        <Muted as="p">{`Showing the ${orders.length} most recent of ${orderCount.toLocaleString('en-IN')} orders.`}</Muted>
      )}
    </>
  );
}
