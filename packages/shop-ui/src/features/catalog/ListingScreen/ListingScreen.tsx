import { EMPTY_STATES, SORT_OPTIONS } from '@atelier/api-client';
import { useProductFacets } from '@atelier/api-client/swr';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import { EmptyState } from '../../../primitives/EmptyState';
import { Heading } from '../../../primitives/Heading';
import { NativeButton } from '../../../primitives/NativeButton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { useMediaQuery } from '../../../theme/useMediaQuery';
import { eachWhenLoadedAndIdle } from '../../shared/afterPaint';
import { useShopGrid } from '../ConnectedProductGrid/useShopGrid';
import { FilterChips, NO_FILTERS } from '../FilterChips';
import {
  activeFilterCount,
  type ListingState,
  listingTitle,
  parseStoredFilters,
  type StoredFilters,
  serializeFilters,
  toProductFilters,
} from '../listingParams';
import { ProductGrid, VIRTUALIZE_THRESHOLD } from '../ProductGrid';
import { ProductGridSkeleton } from '../ProductGridSkeleton';
import { SortMenu } from '../SortMenu';
import { useListingProducts } from './useListingProducts';
import { useListingState } from './useListingState';

// The small-screen filter sheet loads the first time someone opens it.
const FilterSheet = lazy(() =>
  import('../FilterSheet').then((module) => ({ default: module.FilterSheet })),
);
// The filter column loads only where it is shown: a phone's first visit spares its checkboxes.
const FilterSidebar = lazy(() =>
  import('../FilterSidebar').then((module) => ({ default: module.FilterSidebar })),
);

/** The longest each other sort's first page, read ahead, waits for an idle moment. */
const SORT_PREFETCH_WAIT_MS = 300;

export interface ListingScreenProps {
  /** The page's query string (category, brand, sortBy); the host owns the URL. */
  searchParams: URLSearchParams;
  /** Filters or sort changed: the host should put these parameters in the URL. */
  onSearchParamsChange: (next: URLSearchParams) => void;
}

const wide = ({ theme }: { theme: { breakpoints: { md: string } } }) =>
  `@media (min-width: ${theme.breakpoints.md})`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${wide} {
    grid-template-columns: ${({ theme }) => theme.sizes.sidebar} minmax(0, 1fr);
  }
`;

// On small screens the filters live in a sheet; the column would push every product down.
const Sidebar = styled(FilterSidebar)`
  display: none;
  ${wide} {
    display: grid;
    align-self: start;
  }
`;

const Main = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  /* Its own column, whether or not the filter column has arrived. */
  ${wide} {
    grid-column: 2;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

const FiltersButton = styled(NativeButton)`
  ${wide} {
    display: none;
  }
`;

const FilterCount = styled.span`
  min-width: 1.5em;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
  text-align: center;
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

/**
 * /shop/listing: filters (a sidebar on wide screens, a sheet behind 'Filters' on small ones),
 * the filters that are on as chips, sort, the product count and the grid. The heading names the
 * chosen categories.
 */
export function ListingScreen({ searchParams, onSearchParamsChange }: ListingScreenProps) {
  const titleId = useId();
  const {
    state,
    update: updateUrl,
    isRestored,
  } = useListingState(searchParams, onSearchParamsChange);
  const { products, total, isLoading, error, retry, ensureRange, prefetch, catalogue } =
    useListingProducts(state);
  // The new products are asked for as the choice is made, not once the page has changed over.
  const update = useCallback(
    (next: ListingState) => {
      prefetch(next);
      updateUrl(next);
    },
    [prefetch, updateUrl],
  );
  const shopGrid = useShopGrid();
  const windowed = total > VIRTUALIZE_THRESHOLD;
  // A short list shows every card at once: the pages after the first come straight away.
  useEffect(() => {
    if (!windowed && total > 0) ensureRange(0, total);
  }, [windowed, total, ensureRange]);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [wasSheetOpened, setWasSheetOpened] = useState(false);
  // By value: a new sort leaves the filters (and what shows them) as they were.
  const filterKey = serializeFilters(state);
  const filters: StoredFilters = useMemo(() => parseStoredFilters(filterKey), [filterKey]);
  const latestState = useRef(state);
  latestState.current = state;
  // The filters as a whole: a price range taken off is gone, not kept from the last state.
  const setFilters = useCallback(
    (next: StoredFilters) => update({ ...next, sortBy: latestState.current.sortBy }),
    [update],
  );
  // Once the products are here, the first page of each other sort, each in an idle moment of its
  // own: choosing one then repaints at once from what is here, without asking the server. While
  // the window's pictures arrive the browser has no idle moment (for 1.6 to 1.9 s on a 4x slower
  // phone), and a shopper may choose a sort by then: each waits `SORT_PREFETCH_WAIT_MS` at most.
  // Each is a request of a few KiB and a task of a millisecond or two.
  const hasProducts = total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filters
  useEffect(() => {
    if (!hasProducts) return;
    const shown = latestState.current.sortBy;
    return eachWhenLoadedAndIdle(
      SORT_OPTIONS.filter(({ id }) => id !== shown).map(({ id }) => () => {
        prefetch({ ...latestState.current, sortBy: id });
      }),
      { timeout: SORT_PREFETCH_WAIT_MS },
    );
  }, [hasProducts, filterKey, prefetch]);
  const filterCount = activeFilterCount(filters);
  // A phone never shows the sidebar, nor loads its code.
  const isWide = useMediaQuery(`(min-width: ${useTheme().breakpoints.md})`, true);
  // The counts beside sizes and colours, asked for only where filters are shown.
  const productFilters = useMemo(() => toProductFilters(filters), [filters]);
  const { facets } = useProductFacets(productFilters, catalogue, isWide || wasSheetOpened);
  // The filters, sort and chips change with the URL only: made once per URL, they do not render
  // again when a page of products arrives.
  const sidebar = useMemo(
    () =>
      isWide && (
        <Suspense fallback={null}>
          <Sidebar value={filters} onChange={setFilters} facets={facets} />
        </Suspense>
      ),
    [isWide, filters, setFilters, facets],
  );
  const sortMenu = useMemo(
    () => (
      <SortMenu
        value={state.sortBy}
        onChange={(sortBy) => update({ ...latestState.current, sortBy })}
      />
    ),
    [state.sortBy, update],
  );
  const chips = useMemo(
    () => <FilterChips value={filters} onChange={setFilters} isRestored={isRestored} />,
    [filters, setFilters, isRestored],
  );

  return (
    <Layout>
      {sidebar}
      <Main aria-labelledby={titleId} aria-busy={isLoading}>
        <Toolbar>
          <div>
            <Heading variant="page" id={titleId}>
              {listingTitle(filters)}
            </Heading>
            <Count role="status">{isLoading ? '' : productCountText(total)}</Count>
          </div>
          <Controls>
            <FiltersButton
              variant="secondary"
              onClick={() => {
                setWasSheetOpened(true);
                setSheetOpen(true);
              }}
            >
              Filters
              {filterCount > 0 && (
                <FilterCount>
                  {filterCount}
                  <VisuallyHidden> active</VisuallyHidden>
                </FilterCount>
              )}
            </FiltersButton>
            {sortMenu}
          </Controls>
        </Toolbar>
        {chips}
        {error && (
          <ErrorBox role="alert">
            <span>{error.message}</span>
            <NativeButton variant="secondary" size="sm" onClick={retry}>
              Try again
            </NativeButton>
          </ErrorBox>
        )}
        {isLoading ? (
          <ProductGridSkeleton />
        ) : total > 0 ? (
          <ProductGrid
            aria-label="Products"
            products={products}
            virtualized={windowed}
            onNeedRange={ensureRange}
            cardHeadingLevel={2}
            {...shopGrid.handlers}
          />
        ) : (
          !error && (
            <EmptyState
              title={EMPTY_STATES.listing}
              action={
                filterCount > 0 && (
                  <NativeButton variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    Clear filters
                  </NativeButton>
                )
              }
            />
          )
        )}
      </Main>
      {shopGrid.overlays}
      {wasSheetOpened && (
        <Suspense fallback={null}>
          <FilterSheet
            isOpen={isSheetOpen}
            onOpenChange={setSheetOpen}
            value={filters}
            onChange={setFilters}
            facets={facets}
            resultCount={isLoading ? undefined : total}
          />
        </Suspense>
      )}
    </Layout>
  );
}
