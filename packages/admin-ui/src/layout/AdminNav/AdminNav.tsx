import { useExtensions } from '@atelier/api-client/swr';
import { Link, useRoutes } from '@atelier/shop-ui';
import { styled } from 'styled-components';
import { ADMIN_NAV_LINKS, isCurrentPage } from '../adminNavLinks';

export interface AdminNavProps {
  /** The current path, marked with aria-current so the active page is announced. */
  currentPath?: string;
  /** Called after a link is chosen, e.g. to close the sheet it sits in. */
  onNavigate?: () => void;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`});
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/**
 * The back office's pages as a vertical list of links (sidebar and small-screen sheet); a page
 * of an extension only where the backend offers it.
 */
export function AdminNav({ currentPath, onNavigate }: AdminNavProps) {
  const routes = useRoutes();
  const extensions = useExtensions();
  return (
    <List>
      {ADMIN_NAV_LINKS.filter((link) => !link.extension || extensions.has(link.extension)).map(
        ({ id, label, route, icon: Icon }) => (
          <li key={id}>
            <Entry
              href={routes[route]}
              aria-current={isCurrentPage(routes[route], currentPath) ? 'page' : undefined}
              onPress={onNavigate}
            >
              <Icon />
              {label}
            </Entry>
          </li>
        ),
      )}
    </List>
  );
}
