import { orderTotals, type PaymentMethod } from '@atelier/api-client';
import { useAddresses, useCart, useSession } from '@atelier/api-client/swr';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useRoutes } from '../../../navigation';
import { Button } from '../../../primitives/Button';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { Skeleton } from '../../../primitives/Skeleton';
import { useToast } from '../../../primitives/Toast';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { AddressBook } from '../../address';
import { CartReview } from '../CartReview';
import { OrderSummary } from '../OrderSummary';
import { checkoutBlocker } from '../order';
import { PaymentMethodPicker } from '../PaymentMethodPicker';
import { usePaymentScript } from '../paymentScript';
import { usePlaceOrder } from './usePlaceOrder';

export interface CheckoutScreenProps {
  /** The card provider's public key id, needed for online payment. */
  paymentKeyId?: string;
  /** Where the provider's checkout script is loaded from (defaults to the provider's CDN). */
  paymentScriptUrl?: string;
}

// A div, not <main>: the host's layout (ShopLayout) already provides the main landmark.
const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 3fr 2fr;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Panel = styled(Section)`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const Busy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The checkout page for the signed-in shopper: review the cart, choose one saved address,
 * pick online payment (default) or cash on delivery, and place the order.
 */
export function CheckoutScreen({ paymentKeyId, paymentScriptUrl }: CheckoutScreenProps) {
  const routes = useRoutes();
  const { data: user, isLoading: sessionLoading } = useSession();
  const userId = user?.id;
  const { data: cart, isLoading: cartLoading } = useCart(userId);
  const { data: addresses } = useAddresses(userId);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('online');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const paymentScript = usePaymentScript(paymentScriptUrl, paymentMethod === 'online');
  const { processing, placeOrder } = usePlaceOrder(userId, paymentKeyId);
  const { toast } = useToast();
  const addressHeadingId = useId();
  const orderHeadingId = useId();

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
        <p>Please sign in to check out.</p>
        <Link href={routes.login} variant="button">
          Login
        </Link>
      </Main>
    );
  }

  // A failed cart load counts as an empty cart; the place-order check then says so.
  const items = cart?.items ?? [];
  // Derived from the live list, so an edited address is sent as edited and a deleted one is gone.
  const address = addresses?.find((entry) => entry._id === selectedId) ?? null;
  const totals = orderTotals(items, paymentMethod);

  const submit = () => {
    const blocker = checkoutBlocker({
      itemCount: items.length,
      hasAddress: address !== null,
      paymentMethod,
      paymentScript,
    });
    if (blocker) {
      toast({ title: blocker, variant: 'destructive' });
      return;
    }
    if (!cart || !address) return;
    void placeOrder({ user, cart, address, paymentMethod });
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
          <Button onPress={submit} isPending={processing}>
            {processing ? 'Processing…' : 'Place Order'}
          </Button>
        </Panel>
      </Columns>
    </Main>
  );
}
