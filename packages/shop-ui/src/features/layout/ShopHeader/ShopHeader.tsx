import type { User } from '@atelier/api-client';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { type DefaultTheme, styled } from 'styled-components';
import { useLoginHref } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { Skeleton } from '../../../primitives/Skeleton';
import { BrandLink } from '../../shared';
import { CartButton } from './CartButton';
import { MobileNav } from './MobileNav';
import { NavLinks } from './NavLinks';
import { useScrollPaddingBelow } from './useScrollPaddingBelow';
import { useShopNavLinks } from './useShopNavLinks';

// The account menu (a menu in a popover) is only for signed-in shoppers: guests never load it.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));

export interface ShopHeaderProps {
  /** The signed-in user, or null for a guest. */
  user: Pick<User, 'userName' | 'name'> | null;
  /** While the session is unknown the account area shows a placeholder, not Login. */
  isSessionLoading?: boolean;
  /** Number of lines in the cart (a guest's or the signed-in shopper's). */
  cartCount: number;
  /** Opens the cart sheet. */
  onCartPress: () => void;
  /** Signs the user out. */
  onLogout: () => void;
  /** The current route, marked as the current page in the navigation. */
  currentHref?: string;
}

// Container queries, not media queries: the header adapts to the width it is given, which
// also lets a story show the small-screen layout in a narrow frame.
const narrow = ({ theme }: { theme: DefaultTheme }) =>
  `@container shop-header (width < ${theme.breakpoints.md})`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  container: shop-header / inline-size;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  ${narrow} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

const MenuButtonSlot = styled.div`
  display: none;
  ${narrow} {
    display: flex;
  }
`;

const DesktopNav = styled.nav`
  flex: 1;
  display: flex;
  justify-content: center;
  ${narrow} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

function displayName(user: Pick<User, 'userName' | 'name'>): string {
  return user.userName || user.name || '';
}

/** The sticky shop header: logo, navigation, cart and the account menu or Login. */
export function ShopHeader({
  user,
  isSessionLoading = false,
  cartCount,
  onCartPress,
  onLogout,
  currentHref,
}: ShopHeaderProps) {
  // Signing in from the header brings the person back to the page they were on.
  const loginHref = useLoginHref();
  const links = useShopNavLinks();
  // The navigation marks a link whose address is the page's; a sort or filter added to the
  // listing's address changes nothing there, so the links do not render again for it.
  const navHref = useMemo(
    () => links.find((link) => link.href === currentHref)?.href,
    [links, currentHref],
  );
  // Nor do the logo and the cart button, which do not depend on the address.
  const brand = useMemo(() => <BrandLink />, []);
  const cartButton = useMemo(
    () => <CartButton count={cartCount} onPress={onCartPress} />,
    [cartCount, onCartPress],
  );
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingBelow(bar);
  return (
    <Bar ref={bar}>
      <Inner>
        <MenuButtonSlot>
          <MobileNav currentHref={navHref} />
        </MenuButtonSlot>
        {brand}
        <DesktopNav aria-label="Main">
          <NavLinks currentHref={navHref} />
        </DesktopNav>
        <Actions aria-busy={isSessionLoading || undefined}>
          {isSessionLoading ? (
            <Skeleton width="5rem" height="2rem" radius="pill" />
          ) : (
            <>
              {cartButton}
              {user ? (
                <Suspense fallback={<Skeleton width="2.5rem" height="2.5rem" radius="pill" />}>
                  <UserMenu userName={displayName(user)} onLogout={onLogout} />
                </Suspense>
              ) : (
                <Link href={loginHref} variant="button">
                  Login
                </Link>
              )}
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
