import { orderTotals } from '@atelier/api-client';
import { useCart, useCartActions, useSession } from '@atelier/api-client/swr';
import { styled } from 'styled-components';
import { useNavigate, useRoutes } from '../../../navigation';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Sheet } from '../../../primitives/Sheet';
import { Skeleton } from '../../../primitives/Skeleton';
import { CartSummary } from '../CartSummary';
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

/** The signed-in user's cart in a right side sheet: lines, totals and Checkout. */
export function CartSheet({ isOpen, onOpenChange }: CartSheetProps) {
  const routes = useRoutes();
  const { data: user, isLoading: isSessionLoading } = useSession();
  const userId = user?.id;
  const { data: cart, error, isLoading: isCartLoading } = useCart(userId);
  const isLoading = isSessionLoading || isCartLoading;
  const actions = useCartActions(userId);
  const navigate = useNavigate();
  // A cart that failed to load is shown as empty, with the reason.
  const items = error ? [] : (cart?.items ?? []);

  const checkout = () => {
    onOpenChange(false);
    navigate(routes.checkout);
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
          <CartLine key={`${item.productId}-${item.selectedSize}`} item={item} actions={actions} />
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
