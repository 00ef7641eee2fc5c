import { orderTotals } from '@atelier/api-client';
import { styled } from 'styled-components';
import { useLoginHref, useNavigate, useRoutes } from '../../../navigation';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Sheet } from '../../../primitives/Sheet';
import { Skeleton } from '../../../primitives/Skeleton';
import { useToast } from '../../../primitives/Toast';
import { LOGIN_REASONS } from '../../shared';
import { CartSummary } from '../CartSummary';
import { useShopCart } from '../useShopCart';
import { CartLine } from './CartLine';

export interface CartSheetProps {
  /** Whether the sheet is shown. */
  isOpen: boolean;
  /** Called when the sheet opens or closes. */
  onOpenChange: (isOpen: boolean) => void;
}

export const CART_SHEET_TITLE = 'Your Cart';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
`;

/**
 * The cart in a right side sheet, a guest's or the shopper's: lines, totals and Checkout (a
 * guest signs in first and is brought back to checkout).
 */
export function CartSheet({ isOpen, onOpenChange }: CartSheetProps) {
  const routes = useRoutes();
  const cart = useShopCart();
  const { items, error, isLoading } = cart;
  const navigate = useNavigate();
  const { toast } = useToast();
  const loginHref = useLoginHref(routes.checkout);

  // A guest is asked to sign in first and comes back to checkout with the same cart.
  const checkout = () => {
    onOpenChange(false);
    if (cart.owner === 'guest') {
      toast({ title: LOGIN_REASONS.checkout });
      navigate(loginHref);
    } else navigate(routes.checkout);
  };

  const body = () => {
    if (isLoading) {
      return (
        <Loading role="status" aria-busy="true" aria-label="Loading cart">
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </Loading>
      );
    }
    if (error) {
      return (
        <EmptyState
          title="Your cart could not be loaded"
          description={error.message}
          headingLevel={3}
        />
      );
    }
    if (items.length === 0) {
      return (
        <EmptyState
          title="Your cart is empty"
          description="Add products to see them here."
          headingLevel={3}
        />
      );
    }
    return (
      <Lines aria-label="Cart items">
        {items.map((item) => (
          <CartLine
            key={`${item.productId}-${item.selectedSize}-${item.selectedColour ?? ''}`}
            item={item}
            cart={cart}
          />
        ))}
      </Lines>
    );
  };

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={CART_SHEET_TITLE}
      side="right"
      footer={
        <Footer>
          <CartSummary totals={orderTotals(items, 'online')} />
          <Button onPress={checkout} isDisabled={items.length === 0}>
            Checkout
          </Button>
        </Footer>
      }
    >
      {body()}
    </Sheet>
  );
}
