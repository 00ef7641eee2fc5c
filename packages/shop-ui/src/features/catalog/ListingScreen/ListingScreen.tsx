import { EMPTY_STATES } from '@atelier/api-client';
import { useProducts } from '@atelier/api-client/swr';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { EmptyState } from '../../../primitives/EmptyState';
import { Heading } from '../../../primitives/Heading';
import { CatalogGrid } from '../CatalogGrid';
import { FilterSidebar } from '../FilterSidebar';
import { toProductQuery } from '../listingParams';
import { ProductGridSkeleton } from '../ProductGridSkeleton';
import { SortMenu } from '../SortMenu';
import { useListingState } from './useListingState';

export interface ListingScreenProps {
  /** The page's query string (category, brand, sortBy); the host owns the URL. */
  searchParams: URLSearchParams;
  /** Filters or sort changed: the host should put these parameters in the URL. */
  onSearchParamsChange: (next: URLSearchParams) => void;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 15rem 1fr;
  }
`;

const Main = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'Product' : 'Products'}`;
}

/** /shop/listing: filters, sort, product count and the product grid. */
export function ListingScreen({ searchParams, onSearchParamsChange }: ListingScreenProps) {
  const titleId = useId();
  const [state, setState] = useListingState(searchParams, onSearchParamsChange);
  const { data, error, isLoading, mutate } = useProducts(toProductQuery(state), {
    keepPreviousData: true,
  });
  // A failed load leaves the list empty (spec section 8).
  const products = error ? [] : (data ?? []);
  const loading = isLoading && !data;

  return (
    <Layout>
      <FilterSidebar value={state} onChange={(filters) => setState({ ...state, ...filters })} />
      <Main aria-labelledby={titleId} aria-busy={loading}>
        <Toolbar>
          <div>
            <Heading variant="page" id={titleId}>
              All Products
            </Heading>
            <Count role="status">{loading ? '' : productCountText(products.length)}</Count>
          </div>
          <SortMenu value={state.sortBy} onChange={(sortBy) => setState({ ...state, sortBy })} />
        </Toolbar>
        {error && (
          <ErrorBox role="alert">
            <span>{error.message}</span>
            <Button variant="secondary" size="sm" onPress={() => void mutate()}>
              Try again
            </Button>
          </ErrorBox>
        )}
        {loading ? (
          <ProductGridSkeleton />
        ) : products.length > 0 ? (
          <CatalogGrid aria-label="Products" products={products} cardHeadingLevel={2} />
        ) : (
          !error && <EmptyState title={EMPTY_STATES.listing} />
        )}
      </Main>
    </Layout>
  );
}
