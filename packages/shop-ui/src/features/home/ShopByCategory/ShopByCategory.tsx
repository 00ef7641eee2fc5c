import { CATEGORY_OPTIONS } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { DEFAULT_ROUTES, listingHref, type RouteMap, useRoutes } from '../../../navigation';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';

/** The listing filtered to one category, as the header's category links use it. */
export function categoryHref(
  category: string,
  routes: Pick<RouteMap, 'listing'> = DEFAULT_ROUTES,
): string {
  return listingHref(routes, category);
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: grid;
  place-items: center;
  min-height: 6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; }
`;

const SectionHeading = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** 'Shop by category': Men, Women and Kids, each opening the filtered listing. */
export function ShopByCategory() {
  const routes = useRoutes();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading variant="section" id={headingId}>
        Shop by category
      </SectionHeading>
      <List>
        {CATEGORY_OPTIONS.map((option) => (
          <li key={option.id}>
            <Tile href={categoryHref(option.id, routes)}>{option.label}</Tile>
          </li>
        ))}
      </List>
    </section>
  );
}
