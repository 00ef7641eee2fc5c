import type { Product } from '@atelier/api-client';
import { Button, EmptyState, Link, PlusIcon, TrashIcon } from '@atelier/shop-ui';
import { ProductGridSkeleton } from '@atelier/shop-ui/screens';
import { useId } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { Pager, type PagerProps } from '../../shared/Pager';
import { AdminProductGrid } from '../AdminProductGrid';
import { AdminProductTable } from '../AdminProductTable';
import { ProductFilters } from '../ProductFilters';
import { isFilteredProductView, type ProductView } from '../view';

export interface ProductsViewProps {
  /** The products to show (the catalogue, or one page of it); undefined until they load. */
  products: readonly Product[] | undefined;
  /** The first load is running. */
  isLoading: boolean;
  /** The last load failed. */
  error?: { message: string } | null;
  /** Load again after a failure. */
  onRetry: () => void;
  /** 'Add New Product' was pressed. */
  onAddNew: () => void;
  /** A card's Edit was pressed. */
  onEdit: (product: Product) => void;
  /** A card's Delete was pressed. */
  onDelete: (product: Product) => void;
  /** How many match, as shown ('10,000+ products'); by default the count of `products`. */
  countText?: string;
  /** Search, filters, sort and layout; without them the page shows every product as cards. */
  view?: ProductView;
  /** The view changed. */
  onViewChange?: (next: ProductView) => void;
  /** Previous and next page, when the backend pages the list. */
  paging?: Omit<PagerProps, 'what'>;
  /** Ids of the rows ticked in the table. */
  selected?: ReadonlySet<string>;
  /** The ticked rows changed. */
  onSelectedChange?: (ids: Set<string>) => void;
  /** 'Delete selected' was pressed (the screen asks for confirmation). */
  onDeleteSelected?: () => void;
  /** Extension 'catalogue-csv': where 'Export CSV' downloads the catalogue from. */
  exportUrl?: string;
  /** Extension 'catalogue-csv': 'Import CSV' was pressed. */
  onImport?: () => void;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export function productCountText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'product' : 'products'}`;
}

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * /admin/products without data wiring: header with 'Add New Product', the filters, then the
 * products as cards or as a table with bulk delete, and the pager.
 */
export function ProductsView({
  products,
  isLoading,
  error,
  onRetry,
  onAddNew,
  onEdit,
  onDelete,
  countText,
  view,
  onViewChange,
  paging,
  selected = NO_SELECTION,
  onSelectedChange,
  onDeleteSelected,
  exportUrl,
  onImport,
}: ProductsViewProps) {
  const titleId = useId();
  const list = products ?? [];
  const loading = isLoading && !products;
  const asTable = view?.layout === 'table' && onSelectedChange;
  return (
    <Root aria-labelledby={titleId} aria-busy={loading}>
      <PageHeader
        title="Products"
        titleId={titleId}
        description={
          <span role="status">{loading ? '' : (countText ?? productCountText(list.length))}</span>
        }
        actions={
          <>
            {exportUrl && (
              <Link href={exportUrl} download variant="secondaryButton">
                Export CSV
              </Link>
            )}
            {onImport && (
              <Button variant="secondary" onPress={onImport}>
                Import CSV
              </Button>
            )}
            <Button onPress={onAddNew}>
              <PlusIcon />
              Add New Product
            </Button>
          </>
        }
      />
      {view && onViewChange && <ProductFilters value={view} onChange={onViewChange} />}
      {error && <LoadError what="products" message={error.message} onRetry={onRetry} />}
      {asTable && selected.size > 0 && onDeleteSelected && (
        <Toolbar role="toolbar" aria-label="Selected products">
          <span>{`${selected.size} selected`}</span>
          <Button variant="secondary" onPress={onDeleteSelected}>
            <TrashIcon />
            Delete selected
          </Button>
        </Toolbar>
      )}
      {loading ? (
        <ProductGridSkeleton />
      ) : list.length > 0 ? (
        asTable ? (
          <AdminProductTable
            aria-label="Products"
            products={list}
            selected={selected}
            onSelectedChange={onSelectedChange}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ) : (
          <AdminProductGrid
            aria-label="Products"
            products={list}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )
      ) : (
        !error &&
        (view && isFilteredProductView(view) ? (
          <EmptyState title="No products match" description="Try adjusting your filters" />
        ) : (
          <EmptyState
            title="No products yet"
            description="Products you add appear here and in the shop."
          />
        ))
      )}
      {paging && <Pager what="products" {...paging} />}
    </Root>
  );
}
