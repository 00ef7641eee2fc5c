import { CHECKOUT, formatMoney, type Order, shortOrderId } from '@atelier/api-client';
import { useOrder, useSession } from '@atelier/api-client/swr';
import { useId } from 'react';
import { styled } from 'styled-components';
import { CheckIcon } from '../../../icons';
import { useRoutes } from '../../../navigation';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { Skeleton } from '../../../primitives/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { PaymentMethodBadge } from '../../orders';

export interface PaymentSuccessPageProps {
  /**
   * The order just placed (the host reads `orderId` from its URL): its number and a short
   * summary are shown to the signed-in shopper who placed it.
   */
  orderId?: string | null;
}

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.green.bg};
  color: ${({ theme }) => theme.tones.green.fg};
`;

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: min(100%, ${({ theme }) => theme.sizes.form});
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: start;
`;

const Pending = styled.div`
  width: min(100%, ${({ theme }) => theme.sizes.form});
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  & > dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & > dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
`;

const OrderNumber = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

function itemCountText(order: Order): string {
  const units = order.cartItems.reduce((sum, item) => sum + item.quantity, 0);
  return `${units} ${units === 1 ? 'item' : 'items'}`;
}

/** The order's number and what was bought, where it goes and what it cost. */
function OrderSummaryCard({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <Summary aria-labelledby={titleId}>
      <Heading variant="subsection" level={2} id={titleId}>
        Order number <OrderNumber>{shortOrderId(order._id, 'shopper')}</OrderNumber>
      </Heading>
      <Facts>
        <dt>Items</dt>
        <dd>{itemCountText(order)}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(order.totalAmount)}</dd>
        <dt>Payment</dt>
        <dd>
          <PaymentMethodBadge method={order.paymentMethod} />
        </dd>
        <dt>Delivering to</dt>
        <dd>
          {order.addressInfo.address}, {order.addressInfo.city}
        </dd>
      </Facts>
    </Summary>
  );
}

/**
 * Shown at /shop/payment-success after a cash or verified online order: the spec's message, the
 * order's number and a short summary for the shopper who placed it (guests may see the page,
 * and see the message alone), and View Orders.
 */
export function PaymentSuccessPage({ orderId }: PaymentSuccessPageProps) {
  const routes = useRoutes();
  const signedIn = Boolean(useSession().data);
  const { data: order, isLoading } = useOrder(signedIn ? orderId : null);
  return (
    <Root>
      <Mark>
        <CheckIcon />
      </Mark>
      <Heading variant="page">{CHECKOUT.success}</Heading>
      {order ? (
        <OrderSummaryCard order={order} />
      ) : (
        isLoading && (
          <Pending aria-busy="true">
            <VisuallyHidden>Loading your order</VisuallyHidden>
            <Skeleton height="9rem" />
          </Pending>
        )
      )}
      <Link href={routes.account} variant="button">
        View Orders
      </Link>
    </Root>
  );
}
