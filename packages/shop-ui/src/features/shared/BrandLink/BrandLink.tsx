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

/** The shop's name as a link to its home page, as the shop header and the auth pages show it. */
export function BrandLink() {
  const routes = useRoutes();
  return (
    <Logo href={routes.home} aria-label="Atelier home">
      Atelier
    </Logo>
  );
}
