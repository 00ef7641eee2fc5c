import type { Product } from '@atelier/api-client';
import { Button, EmptyState, PlusIcon } from '@atelier/shop-ui';
import { ProductGridSkeleton } from '@atelier/shop-ui/screens';
import { useId } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { AdminProductGrid } from '../AdminProductGrid';

export interface ProductsViewProps {
  /** The catalogue; undefined until it first loads. */
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
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export function productCountText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'product' : 'products'}`;
}

/** /admin/products without data wiring: header with 'Add New Product', then the product grid. */
export function ProductsView({
  products,
  isLoading,
  error,
  onRetry,
  onAddNew,
  onEdit,
  onDelete,
}: ProductsViewProps) {
  const titleId = useId();
  const list = products ?? [];
  const loading = isLoading && !products;
  return (
    <Root aria-labelledby={titleId} aria-busy={loading}>
      <PageHeader
        title="Products"
        titleId={titleId}
        description={<span role="status">{loading ? '' : productCountText(list.length)}</span>}
        actions={
          <Button onPress={onAddNew}>
            <PlusIcon />
            Add New Product
          </Button>
        }
      />
      {error && <LoadError what="products" message={error.message} onRetry={onRetry} />}
      {loading ? (
        <ProductGridSkeleton />
      ) : list.length > 0 ? (
        <AdminProductGrid
          aria-label="Products"
          products={list}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ) : (
        !error && (
          <EmptyState
            title="No products yet"
            description="Products you add appear here and in the shop."
          />
        )
      )}
    </Root>
  );
}
