import {
  CANCELLATION,
  formatDate,
  formatMoney,
  type Order,
  type OrderTotals,
  TIMELINE,
} from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Link } from '../../../primitives/Link';
import { CartSummary } from '../../cart/CartSummary';
import { OrderStatusBadge, OrderTimeline, PaymentMethodBadge } from '../../orders';
import { paymentStatusLabel } from '../../shared';

export interface OrderDetailsProps {
  /** The order to describe. */
  order: Order;
  /** Shown as 'Cancel Order' when given: the backend lets this order be cancelled now. */
  onCancel?: () => void;
  /** Where the order's tax invoice downloads from, when the backend makes invoices. */
  invoiceUrl?: string;
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The order's own totals: it keeps the fee it was charged, so the subtotal is derived from it. */
function totalsOf(order: Order): OrderTotals {
  const subtotal = Math.round((order.totalAmount - order.cashHandlingFee) * 100) / 100;
  return { subtotal, cashHandlingFee: order.cashHandlingFee, total: order.totalAmount };
}

/**
 * Everything about one order: facts, items, delivery address and totals; with a backend that
 * has them, the parcel's tracking link and the order's timeline.
 */
export function OrderDetails({ order, onCancel, invoiceUrl }: OrderDetailsProps) {
  const { addressInfo, tracking, timeline } = order;
  const id = useId();
  return (
    <Stack>
      <Section aria-labelledby={`${id}-summary`}>
        <Heading id={`${id}-summary`}>Order</Heading>
        <Facts>
          <dt>Order ID</dt>
          <dd>{order._id}</dd>
          <dt>Order Date</dt>
          <dd>{formatDate(order.orderDate)}</dd>
          <dt>Order Status</dt>
          <dd>
            <OrderStatusBadge status={order.orderStatus} audience="shopper" />
          </dd>
          <dt>Payment Method</dt>
          <dd>
            <PaymentMethodBadge method={order.paymentMethod} />
          </dd>
          <dt>Payment Status</dt>
          <dd>{paymentStatusLabel(order.paymentStatus)}</dd>
          {order.paymentId && (
            <>
              <dt>Payment ID</dt>
              <dd>{order.paymentId}</dd>
            </>
          )}
        </Facts>
      </Section>
      <Section aria-labelledby={`${id}-items`}>
        <Heading id={`${id}-items`}>Items</Heading>
        <Items>
          {order.cartItems.map((item) => (
            <Item key={`${item.productId}-${item.selectedSize}-${item.selectedColour ?? ''}`}>
              <span>
                {item.title}{' '}
                <Muted>
                  (Size {item.selectedSize}
                  {item.selectedColour && `, ${item.selectedColour}`})
                </Muted>
              </span>
              <span>
                {item.quantity} × {formatMoney(item.price)}
              </span>
            </Item>
          ))}
        </Items>
      </Section>
      <Section aria-labelledby={`${id}-address`}>
        <Heading id={`${id}-address`}>Shipping Info</Heading>
        <Facts>
          <dt>Address</dt>
          <dd>{addressInfo.address}</dd>
          <dt>City</dt>
          <dd>{addressInfo.city}</dd>
          <dt>Pincode</dt>
          <dd>{addressInfo.pincode}</dd>
          <dt>Phone</dt>
          <dd>{addressInfo.phone}</dd>
          <dt>Notes</dt>
          <dd>{addressInfo.notes}</dd>
        </Facts>
      </Section>
      {tracking && (
        <Section aria-labelledby={`${id}-tracking`}>
          <Heading id={`${id}-tracking`}>Tracking</Heading>
          <Facts>
            <dt>Carrier</dt>
            <dd>{tracking.carrierName}</dd>
            <dt>Tracking Number</dt>
            <dd>{tracking.number}</dd>
          </Facts>
          {tracking.url && (
            <span>
              <Link href={tracking.url} target="_blank" rel="noopener noreferrer">
                {TIMELINE.trackParcel}
              </Link>
            </span>
          )}
        </Section>
      )}
      <CartSummary totals={totalsOf(order)} />
      {timeline && timeline.length > 0 && (
        <Section aria-labelledby={`${id}-timeline`}>
          <Heading id={`${id}-timeline`}>{TIMELINE.heading}</Heading>
          <OrderTimeline events={timeline} />
        </Section>
      )}
      {(onCancel || invoiceUrl) && (
        <Actions>
          {invoiceUrl && (
            <Link href={invoiceUrl} download variant="secondaryButton">
              Download Invoice
            </Link>
          )}
          {onCancel && (
            <Button variant="secondary" onPress={onCancel}>
              {CANCELLATION.button}
            </Button>
          )}
        </Actions>
      )}
    </Stack>
  );
}
