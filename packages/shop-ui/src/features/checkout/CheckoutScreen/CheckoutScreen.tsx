import { CHECKOUT, formatMoney, orderTotals, type PaymentMethod } from '@atelier/api-client';
import { useAddresses, useOrders, useSession } from '@atelier/api-client/swr';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useLoginHref, useRoutes } from '../../../navigation';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { Skeleton } from '../../../primitives/Skeleton';
import { BOTTOM_BAR_ATTRIBUTE, useToast } from '../../../primitives/Toast';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { AddressBook } from '../../address';
import { useGuestCartMerge } from '../../cart/guestCart';
import { useShopCart } from '../../cart/useShopCart';
import { SHOP_TEXT } from '../../shared';
import { CartReview } from '../CartReview';
import { OrderSummary } from '../OrderSummary';
import { checkoutBlocker, preferredAddressId } from '../order';
import { PAYMENT_CHOICES, PaymentMethodPicker } from '../PaymentMethodPicker';
import { usePaymentScript } from '../paymentScript';
import { usePlaceOrder } from './usePlaceOrder';

export interface CheckoutScreenProps {
  /** The card provider's public key id, needed for online payment. */
  paymentKeyId?: string;
  /** Where the provider's checkout script is loaded from (defaults to the provider's CDN). */
  paymentScriptUrl?: string;
}

const large = ({ theme }: { theme: { breakpoints: { lg: string } } }) =>
  `@media (min-width: ${theme.breakpoints.lg})`;

// A div, not <main>: the host's layout (ShopLayout) already provides the main landmark.
const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
  /* Room at the end for the Place Order bar, which stays on screen on phones. */
  padding-bottom: ${({ theme }) => `calc(${theme.space.xxl} * 2)`};
  ${large} {
    padding-bottom: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${large} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Panel = styled(Section)`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${large} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

// On phones the total and Place Order stay on screen, wherever the page is scrolled; on large
// screens they close the sticky order panel.
const PlaceOrderBar = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${large} {
    position: static;
    padding: 0;
    border: 0;
    box-shadow: none;
    & > button {
      flex: 1;
    }
  }
`;

// What Place Order will do, beside it: the total and how it is paid.
const BarSummary = styled.p`
  display: grid;
  margin: 0;
  ${large} {
    display: none;
  }
`;

const BarTotal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const BarMethod = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Busy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The checkout page for the signed-in shopper: review the cart, choose one saved address (the
 * only one, or the one the last order went to, is chosen already; the form to add one opens on
 * demand), pick online payment (default) or cash on delivery, and place the order. On phones
 * the total, the payment method and Place Order stay on screen.
 */
export function CheckoutScreen({ paymentKeyId, paymentScriptUrl }: CheckoutScreenProps) {
  const routes = useRoutes();
  const { data: user, isLoading: sessionLoading } = useSession();
  const cart = useShopCart();
  // A guest who signed in to check out: their browser cart is still on its way in.
  const isMerging = useGuestCartMerge();
  const { data: addresses } = useAddresses(user?.id);
  // Only a choice between addresses needs the last order's one.
  const { data: orders } = useOrders(addresses && addresses.length > 1 ? user?.id : null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const paymentScript = usePaymentScript(paymentScriptUrl, paymentMethod === 'online');
  const { processing, placeOrder } = usePlaceOrder(user?.id, paymentKeyId);
  const { toast } = useToast();
  const loginHref = useLoginHref(routes.checkout);
  const addressHeadingId = useId();
  const orderHeadingId = useId();
  const barSummaryId = useId();

  if (sessionLoading) {
    return (
      <Main aria-busy="true">
        <Heading variant="page">Checkout</Heading>
        <Skeleton height="12rem" />
      </Main>
    );
  }

  if (!user) {
    return (
      <Main>
        <Heading variant="page">Checkout</Heading>
        <p>Please sign in to check out. Your cart is kept.</p>
        <Link href={loginHref} variant="button">
          Login
        </Link>
      </Main>
    );
  }

  // A failed cart load counts as an empty cart; the place-order check then says so.
  const { items } = cart;
  const cartLoading = cart.isLoading || isMerging;
  // Derived from the live list, so an edited address is sent as edited and a deleted one is gone
  // (the preferred one then stands in for it).
  const address =
    addresses?.find((entry) => entry._id === selectedId) ??
    addresses?.find((entry) => entry._id === preferredAddressId(addresses, orders)) ??
    null;
  const totals = orderTotals(items, paymentMethod);

  const submit = () => {
    if (cartLoading) return;
    const blocker = checkoutBlocker({
      itemCount: items.length,
      hasAddress: address !== null,
      paymentMethod,
      paymentScript,
    });
    if (blocker === CHECKOUT.paymentLoading) {
      // Section 8's short title, with section 5's sentence saying what to do.
      toast({
        title: SHOP_TEXT.paymentLoadingTitle,
        description: SHOP_TEXT.paymentLoadingDescription,
        variant: 'destructive',
      });
      return;
    }
    if (blocker) {
      toast({ title: blocker, variant: 'destructive' });
      return;
    }
    if (!cart.cart || !address) return;
    void placeOrder({ user, cart: cart.cart, address, paymentMethod });
  };

  return (
    <Main>
      <Heading variant="page">Checkout</Heading>
      <Columns>
        <Section aria-labelledby={addressHeadingId}>
          <Heading variant="section" id={addressHeadingId}>
            Delivery address
          </Heading>
          <AddressBook
            userId={user.id}
            selectable
            selectedId={address?._id ?? null}
            onSelect={(chosen) => setSelectedId(chosen._id)}
          />
        </Section>
        <Panel aria-labelledby={orderHeadingId}>
          <Heading variant="section" id={orderHeadingId}>
            Your order
          </Heading>
          {cartLoading ? (
            <Busy aria-busy="true">
              <VisuallyHidden>Loading your cart</VisuallyHidden>
              <Skeleton height="3rem" />
              <Skeleton height="3rem" />
            </Busy>
          ) : (
            <CartReview items={items} />
          )}
          <PaymentMethodPicker value={paymentMethod} onChange={setPaymentMethod} />
          <OrderSummary totals={totals} />
          <PlaceOrderBar {...{ [BOTTOM_BAR_ATTRIBUTE]: true }}>
            <BarSummary id={barSummaryId}>
              <BarTotal>{`Total ${formatMoney(totals.total)}`}</BarTotal>
              <BarMethod>{PAYMENT_CHOICES[paymentMethod]}</BarMethod>
            </BarSummary>
            <Button
              onPress={submit}
              isPending={processing || cartLoading}
              aria-describedby={barSummaryId}
            >
              {processing ? 'Processing…' : 'Place Order'}
            </Button>
          </PlaceOrderBar>
        </Panel>
      </Columns>
    </Main>
  );
}
