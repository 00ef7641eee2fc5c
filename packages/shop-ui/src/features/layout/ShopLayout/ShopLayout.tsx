import { useAuthActions, useSession } from '@atelier/api-client/swr';
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { useAction } from '../../../actions';
import { useCurrentHref, useNavigate, useRoutes } from '../../../navigation';
import { focusRing } from '../../../theme';
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

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    ${focusRing()}
  }
`;

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

// Focus moves without touching the URL, which the host's router owns (hash routers included).
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * The shop's frame: skip link, sticky header with the cart (a guest's or the shopper's) and the
 * account menu or Login, and the page.
 */
export function ShopLayout({ children, currentHref: currentHrefProp }: ShopLayoutProps) {
  const routes = useRoutes();
  const pageHref = useCurrentHref();
  const currentHref = currentHrefProp ?? pageHref;
  const { data: user, isLoading } = useSession();
  const cart = useShopCart();
  // A guest who just signed in finds the cart they kept here in their account's cart.
  useGuestCartMerge();
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const [isCartOpen, setCartOpen] = useState(false);
  const [wasCartOpened, setWasCartOpened] = useState(false);

  const openCart = () => {
    setWasCartOpened(true);
    setCartOpen(true);
  };

  const signOut = useAction(logout, { errorToast: SHOP_TEXT.logoutFailed });
  const handleLogout = async () => {
    const outcome = await signOut.run();
    if (outcome.status === 'success') navigate(routes.home);
  };

  return (
    <>
      <SkipLink href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </SkipLink>
      <ShopHeader
        user={user ?? null}
        isSessionLoading={isLoading}
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
