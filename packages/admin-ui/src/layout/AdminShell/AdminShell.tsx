import {
  Button,
  Heading,
  IconButton,
  Link,
  LogoutIcon,
  MenuIcon,
  Sheet,
  SkipLink,
  useRoutes,
} from '@atelier/shop-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type DefaultTheme, styled } from 'styled-components';
import { AdminNav } from '../AdminNav';

export interface AdminShellProps {
  /** The admin page. */
  children?: ReactNode;
  /** The current path (query string allowed), marked as the current page in the navigation. */
  currentPath?: string;
  /** 'Logout' was pressed. */
  onLogout: () => void;
  /** The logout call is running. */
  isLoggingOut?: boolean;
  /** The signed-in admin's name, shown beside Logout. */
  userName?: string;
  /** 'Change password' was pressed; without it the header has no such button. */
  onChangePassword?: () => void;
}

const MAIN_ID = 'admin-main';

// Container queries: the frame adapts to the width it is given, so a story in a narrow frame
// shows the small-screen layout too.
const narrow = ({ theme }: { theme: DefaultTheme }) =>
  `@container admin-shell (width < ${theme.breakpoints.md})`;

const Frame = styled.div`
  container: admin-shell / inline-size;
  min-height: 100dvh;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.sidebar} minmax(0, 1fr);
  min-height: 100dvh;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sidebar = styled.nav`
  position: sticky;
  top: 0;
  align-self: start;
  height: 100dvh;
  overflow-y: auto;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${narrow} {
    display: none;
  }
`;

const SidebarTitle = styled(Heading)`
  padding-inline: ${({ theme }) => theme.space.sm};
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${narrow} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  }
`;

const MenuSlot = styled.div`
  display: none;
  ${narrow} {
    display: flex;
  }
`;

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
  min-width: 0;
`;

const UserName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${narrow} {
    display: none;
  }
`;

const Main = styled.main`
  display: block;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  ${narrow} {
    padding: ${({ theme }) => theme.space.md};
  }
  &:focus {
    outline: none;
  }
`;

function focusMain() {
  const main = document.getElementById(MAIN_ID);
  main?.focus({ preventScroll: true });
  return main;
}

/**
 * The back office's frame (spec section 2): a sidebar titled Admin with Dashboard, Products,
 * Orders and Features; on small screens a side sheet behind a menu button that closes when an
 * entry is chosen; a header whose logo goes to /admin/dashboard, with Logout (and, when the host
 * offers it, Change password). After each change
 * of page, focus moves to the page, so keyboard and screen-reader users start at its top.
 */
export function AdminShell({
  children,
  currentPath,
  onLogout,
  isLoggingOut = false,
  userName,
  onChangePassword,
}: AdminShellProps) {
  const routes = useRoutes();
  const [isMenuOpen, setMenuOpen] = useState(false);
  // A new page, not a new query string: typing in the orders search must keep its focus.
  const pathname = currentPath?.split(/[?#]/)[0];
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    focusMain();
  }, [pathname]);

  return (
    <Frame>
      <SkipLink targetId={MAIN_ID} />
      <Columns>
        <Sidebar aria-labelledby="admin-sidebar-title">
          <SidebarTitle variant="subsection" level={2} id="admin-sidebar-title">
            Admin
          </SidebarTitle>
          <AdminNav currentPath={currentPath} />
        </Sidebar>
        <div>
          <Header>
            <MenuSlot>
              <IconButton label="Open menu" variant="ghost" onPress={() => setMenuOpen(true)}>
                <MenuIcon />
              </IconButton>
            </MenuSlot>
            <Logo href={routes.adminDashboard} aria-label="Atelier admin dashboard">
              Atelier
            </Logo>
            <Account>
              {userName && <UserName>{`Logged in as ${userName}`}</UserName>}
              {onChangePassword && (
                <Button variant="ghost" size="sm" onPress={onChangePassword}>
                  Change password
                </Button>
              )}
              <Button variant="secondary" size="sm" onPress={onLogout} isPending={isLoggingOut}>
                <LogoutIcon />
                Logout
              </Button>
            </Account>
          </Header>
          <Main id={MAIN_ID} tabIndex={-1}>
            {children}
          </Main>
        </div>
      </Columns>
      <Sheet isOpen={isMenuOpen} onOpenChange={setMenuOpen} title="Admin" side="left">
        <nav aria-label="Admin">
          <AdminNav currentPath={currentPath} onNavigate={() => setMenuOpen(false)} />
        </nav>
      </Sheet>
    </Frame>
  );
}
