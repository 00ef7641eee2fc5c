import {
  ADMIN_ORDER_CARD_ITEMS,
  formatDate,
  formatMoney,
  type Order,
  shortOrderId,
} from '@atelier/api-client';
import { Button, Card } from '@atelier/shop-ui';
import { OrderStatusBadge, PaymentMethodBadge } from '@atelier/shop-ui/screens';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Facts } from '../../shared/Facts';

export interface AdminOrderCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The order to show. */
  order: Order;
  /** 'View Details' was pressed. */
  onViewDetails: (order: Order) => void;
  /** Before the title: the card's tick box when the list lets the admin choose orders. */
  selection?: ReactNode;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Items = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * An order in the back office (spec sections 4 and 9): the id's last 8 characters, date,
 * customer (the contract carries no name, so the delivery address and phone stand for the
 * person), total, payment and status badges, and the first 2 items.
 */
export function AdminOrderCard({ order, onViewDetails, selection, ...props }: AdminOrderCardProps) {
  const titleId = useId();
  const { addressInfo, cartItems } = order;
  const shown = cartItems.slice(0, ADMIN_ORDER_CARD_ITEMS);
  const more = cartItems.length - shown.length;
  return (
    <Card as="article" {...props}>
      <Top>
        <Heading>
          {selection}
          <Title id={titleId}>{`Order #${shortOrderId(order._id, 'admin')}`}</Title>
        </Heading>
        <Badges>
          <OrderStatusBadge audience="admin" status={order.orderStatus} />
          <PaymentMethodBadge method={order.paymentMethod} />
        </Badges>
      </Top>
      <Facts $compact>
        <dt>Date</dt>
        <dd>{formatDate(order.orderDate)}</dd>
        <dt>Customer</dt>
        <dd>{`${addressInfo.address}, ${addressInfo.city} · ${addressInfo.phone}`}</dd>
        <dt>Items</dt>
        <dd>
          <Items>
            {shown.map((item) => (
              <li key={`${item.productId}-${item.selectedSize}`}>
                {`${item.title} (${item.selectedSize}) × ${item.quantity}`}
              </li>
            ))}
            {more > 0 && <li>{`and ${more} more`}</li>}
          </Items>
        </dd>
      </Facts>
      <Bottom>
        <Total>{formatMoney(order.totalAmount)}</Total>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={titleId}
          onPress={() => onViewDetails(order)}
        >
          View Details
        </Button>
      </Bottom>
    </Card>
  );
}
