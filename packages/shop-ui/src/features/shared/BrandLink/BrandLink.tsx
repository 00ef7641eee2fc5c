import { styled } from 'styled-components';
import { useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

export interface BrandLinkProps {
  /** Where the name leads: the shop's home by default (the back office sends it elsewhere). */
  href?: string;
  /** Its accessible name, saying where it goes. */
  'aria-label'?: string;
}

/** The shop's name as a link to its home page, as the shop header and the auth pages show it. */
export function BrandLink({ href, 'aria-label': label = 'Atelier home' }: BrandLinkProps) {
  const routes = useRoutes();
  return (
    <Logo href={href ?? routes.home} aria-label={label}>
      Atelier
    </Logo>
  );
}
