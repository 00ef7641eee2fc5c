import { useAuthActions, useSession } from '@atelier/api-client/swr';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { useAction } from '../../../actions';
import { useCurrentHref, useNavigate, useRoutes } from '../../../navigation';
import { SkipLink } from '../../../primitives/SkipLink';
import { useGuestCartMerge } from '../../cart/guestCart';
import { useShopCart } from '../../cart/useShopCart';
import { SHOP_TEXT } from '../../shared';
import { ShopHeader } from '../ShopHeader';

// The cart sheet's code loads the first time someone opens the cart.
const CartSheet = lazy(() =>
  import('../../cart/CartSheet').then((module) => ({ default: module.CartSheet })),
);

export interface ShopLayoutProps {
  /** The shop page. */
  children?: ReactNode;
  /** The current route, marked as the current page; by default NavigationProvider's `currentHref`. */
  currentHref?: string;
}

const MAIN_ID = 'main-content';

// The page's margin lives here, once: screens inside fill the space they are given.
const Main = styled.main`
  display: block;
  padding: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
  &:focus {
    outline: none;
  }
`;

/**
 * The shop's frame: skip link, sticky header with the cart (a guest's or the shopper's) and the
 * account menu or Login, and the page.
 */
export function ShopLayout({ children, currentHref: currentHrefProp }: ShopLayoutProps) {
  const routes = useRoutes();
  const pageHref = useCurrentHref();
  const currentHref = currentHrefProp ?? pageHref;
  const session = useSession();
  const user = session.data;
  // Only while nothing is known: a known session reads no loading state, so a background
  // check-auth starting and ending does not render the whole layout again.
  const isSessionLoading = user === undefined && session.isLoading;
  const cart = useShopCart();
  // A guest who just signed in finds the cart they kept here in their account's cart.
  useGuestCartMerge();
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const [isCartOpen, setCartOpen] = useState(false);
  const [wasCartOpened, setWasCartOpened] = useState(false);

  // The same function from one render to the next: the header's cart button skips renders
  // that change nothing for it (a new sort or filter in the address).
  const openCart = useCallback(() => {
    setWasCartOpened(true);
    setCartOpen(true);
  }, []);

  const signOut = useAction(logout, { errorToast: SHOP_TEXT.logoutFailed });
  const handleLogout = async () => {
    const outcome = await signOut.run();
    if (outcome.status === 'success') navigate(routes.home);
  };

  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <ShopHeader
        user={user ?? null}
        isSessionLoading={isSessionLoading}
        cartCount={cart.items.length}
        onCartPress={openCart}
        onLogout={() => void handleLogout()}
        currentHref={currentHref}
      />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      {wasCartOpened && (
        <Suspense fallback={null}>
          <CartSheet isOpen={isCartOpen} onOpenChange={setCartOpen} />
        </Suspense>
      )}
    </>
  );
}
