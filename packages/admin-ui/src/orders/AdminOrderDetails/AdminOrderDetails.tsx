import { formatDateTime, formatMoney, type Order, TIMELINE } from '@atelier/api-client';
import { Heading, Link } from '@atelier/shop-ui';
import { OrderStatusBadge, OrderTimeline, PaymentMethodBadge } from '@atelier/shop-ui/screens';
import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Facts } from '../../shared/Facts';
import { ScrollRegion } from '../../shared/ScrollRegion';

export interface AdminOrderDetailsProps {
  /** The order to describe. */
  order: Order;
  /** Below the timeline: the form that adds a note (when the backend keeps notes). */
  noteForm?: ReactNode;
  /** Where the invoice and the packing slip download from, when the backend makes them. */
  documentUrls?: { invoice: string; packingSlip: string };
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Documents = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  & td:nth-child(n + 3),
  & th:nth-child(n + 3) {
    text-align: end;
    white-space: nowrap;
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * Every field of an order for the admin: facts, payment, items and the delivery address; with
 * a backend that has them, the parcel and the order's timeline.
 */
export function AdminOrderDetails({ order, noteForm, documentUrls }: AdminOrderDetailsProps) {
  const id = useId();
  const { addressInfo, tracking, timeline } = order;
  return (
    <Stack>
      <Section aria-labelledby={`${id}-order`}>
        <Heading variant="subsection" level={3} id={`${id}-order`}>
          Order
        </Heading>
        <Facts>
          <dt>Order ID</dt>
          <dd>{order._id}</dd>
          <dt>Order Date</dt>
          <dd>{formatDateTime(order.orderDate)}</dd>
          {order.orderUpdateDate && (
            <>
              <dt>Last Updated</dt>
              <dd>{formatDateTime(order.orderUpdateDate)}</dd>
            </>
          )}
          <dt>Order Status</dt>
          <dd>
            <OrderStatusBadge audience="admin" status={order.orderStatus} />
          </dd>
          <dt>Order Price</dt>
          <dd>{formatMoney(order.totalAmount)}</dd>
          <dt>Cash Handling Fee</dt>
          <dd>{formatMoney(order.cashHandlingFee)}</dd>
          <dt>Payment Method</dt>
          <dd>
            <PaymentMethodBadge method={order.paymentMethod} />
          </dd>
          <dt>Payment Status</dt>
          <dd>{order.paymentStatus}</dd>
          <dt>Payment ID</dt>
          <dd>{order.paymentId || 'None'}</dd>
          <dt>Customer ID</dt>
          <dd>{order.userId}</dd>
          <dt>Cart ID</dt>
          <dd>{order.cartId}</dd>
        </Facts>
      </Section>
      {/* Named by the scrolling region inside, not twice. */}
      <Section>
        <Heading variant="subsection" level={3} id={`${id}-items`}>
          Items
        </Heading>
        <ScrollRegion label="Items">
          <Table>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Size</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {order.cartItems.map((item) => (
                <tr key={`${item.productId}-${item.selectedSize}`}>
                  <th scope="row">{item.title}</th>
                  <td>{item.selectedSize}</td>
                  <td>{item.quantity}</td>
                  <td>{formatMoney(item.price)}</td>
                  <td>{formatMoney(item.price * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Section>
      <Section aria-labelledby={`${id}-address`}>
        <Heading variant="subsection" level={3} id={`${id}-address`}>
          Shipping Info
        </Heading>
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
      {documentUrls && (
        <Documents aria-label="Documents">
          <Link href={documentUrls.invoice} download variant="secondaryButton">
            Invoice (PDF)
          </Link>
          <Link href={documentUrls.packingSlip} download variant="secondaryButton">
            Packing Slip (PDF)
          </Link>
        </Documents>
      )}
      {tracking && (
        <Section aria-labelledby={`${id}-tracking`}>
          <Heading variant="subsection" level={3} id={`${id}-tracking`}>
            Tracking
          </Heading>
          <Facts>
            <dt>Carrier</dt>
            <dd>{tracking.carrierName}</dd>
            <dt>Tracking Number</dt>
            <dd>
              {tracking.url ? (
                <Link href={tracking.url} target="_blank" rel="noopener noreferrer">
                  {tracking.number}
                </Link>
              ) : (
                tracking.number
              )}
            </dd>
          </Facts>
        </Section>
      )}
      {timeline && (
        <Section aria-labelledby={`${id}-timeline`}>
          <Heading variant="subsection" level={3} id={`${id}-timeline`}>
            {TIMELINE.heading}
          </Heading>
          <OrderTimeline events={timeline} />
          {noteForm}
        </Section>
      )}
    </Stack>
  );
}
