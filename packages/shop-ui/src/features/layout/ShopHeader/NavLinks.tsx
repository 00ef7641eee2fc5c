import { memo } from 'react';
import { styled } from 'styled-components';
import { Link } from '../../../primitives/Link';
import { useShopNavLinks } from './useShopNavLinks';

export interface NavLinksProps {
  /** Direction of the list: a row in the header, a column in the small-screen sheet. */
  orientation?: 'horizontal' | 'vertical';
  /** The current route, marked with aria-current so the active page is announced. */
  currentHref?: string;
  /** Called after a link is chosen, e.g. to close the sheet it sits in. */
  onNavigate?: () => void;
}

const List = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  align-items: ${({ $vertical }) => ($vertical ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The shop's navigation links: Home, Products, Men, Women, Kids, Search. */
export const NavLinks = memo(function NavLinks({
  orientation = 'horizontal',
  currentHref,
  onNavigate,
}: NavLinksProps) {
  const links = useShopNavLinks();
  return (
    <List $vertical={orientation === 'vertical'}>
      {links.map((link) => (
        <li key={link.id}>
          <Link
            href={link.href}
            variant="nav"
            aria-current={link.href === currentHref ? 'page' : undefined}
            onPress={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </List>
  );
});
