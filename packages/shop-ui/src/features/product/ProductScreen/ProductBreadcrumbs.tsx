import type { Product } from '@atelier/api-client';
import { styled } from 'styled-components';
import { listingHref, useRoutes } from '../../../navigation';
import { Link } from '../../../primitives/Link';
import { categoryLabel } from '../../shared';

export interface ProductBreadcrumbsProps {
  product: Pick<Product, 'title' | 'category'>;
  /** The product page's own address, the last crumb. */
  href: string;
}

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  li:not(:last-child)::after {
    content: '/';
    margin-left: ${({ theme }) => theme.space.xs};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/**
 * Home / category / product, the last one the current page: a list of links (react-aria's
 * Breadcrumbs would add its collection code, 4.4 KiB gzip, to the page's first download).
 */
export function ProductBreadcrumbs({ product, href }: ProductBreadcrumbsProps) {
  const routes = useRoutes();
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        <li>
          <Link href={routes.home}>Home</Link>
        </li>
        <li>
          <Link href={listingHref(routes, product.category)}>
            {categoryLabel(product.category)}
          </Link>
        </li>
        <li>
          <Link href={href} aria-current="page">
            {product.title}
          </Link>
        </li>
      </Trail>
    </nav>
  );
}
