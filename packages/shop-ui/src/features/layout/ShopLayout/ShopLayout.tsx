import { useAuthActions, useCart, useSession } from '@atelier/api-client/swr';
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { useAction } from '../../../actions';
import { useNavigate, useRoutes } from '../../../navigation';
import { focusRing } from '../../../theme';
import { ShopHeader } from '../ShopHeader';

// The cart sheet's code loads the first time someone opens the cart.
const CartSheet = lazy(() =>
  import('../../cart/CartSheet').then((module) => ({ default: module.CartSheet })),
);

export interface ShopLayoutProps {
  /** The shop page. */
  children?: ReactNode;
  /** The current route, marked as the current page in the navigation. */
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

const Main = styled.main`
  display: block;
  padding: ${({ theme }) => theme.space.lg};
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

/** The shop's frame: skip link, sticky header with cart and account menu, and the page. */
export function ShopLayout({ children, currentHref }: ShopLayoutProps) {
  const routes = useRoutes();
  const { data: user, isLoading } = useSession();
  const { data: cart } = useCart(user?.id);
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const [isCartOpen, setCartOpen] = useState(false);
  const [wasCartOpened, setWasCartOpened] = useState(false);

  const openCart = () => {
    setWasCartOpened(true);
    setCartOpen(true);
  };

  const signOut = useAction(logout, { errorToast: 'Logout failed' });
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
        cartCount={cart?.items.length ?? 0}
        onCartPress={openCart}
        onLogout={() => void handleLogout()}
        currentHref={currentHref}
      />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      {user && wasCartOpened && (
        <Suspense fallback={null}>
          <CartSheet isOpen={isCartOpen} onOpenChange={setCartOpen} />
        </Suspense>
      )}
    </>
  );
}
