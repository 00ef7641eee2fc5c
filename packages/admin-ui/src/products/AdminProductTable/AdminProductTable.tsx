import { formatMoney, type Product, STOCK_STATES, stockState } from '@atelier/api-client';
import { Checkbox, EditIcon, IconButton, TrashIcon, VisuallyHidden } from '@atelier/shop-ui';
import { useCallback, useRef } from 'react';
import {
  Cell,
  Column,
  Row,
  type Selection,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { denseTable } from '../../shared/denseTable';

export interface AdminProductTableProps {
  /** The products of this page, in display order. */
  products: readonly Product[];
  /** Accessible name of the table. */
  'aria-label': string;
  /** Ids of the ticked rows. */
  selected: ReadonlySet<string>;
  /** The ticked rows changed. */
  onSelectedChange: (ids: Set<string>) => void;
  /** A row's Edit was pressed. */
  onEdit: (product: Product) => void;
  /** A row's Delete was pressed. */
  onDelete: (product: Product) => void;
}

const STOCK_LABELS = Object.fromEntries(STOCK_STATES.map((s) => [s.id, s.label]));

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

// Dense: one line a product. On a phone the columns an admin can do without step aside, so the
// table fits the screen instead of scrolling sideways.
const StyledTable = styled(Table)`
  ${denseTable}
  & tr[data-selected] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  & tr[data-focus-visible],
  & td[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  & [data-numeric] {
    text-align: end;
    white-space: nowrap;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    & [data-wide] {
      display: none;
    }
  }
`;

const Thumb = styled.img`
  display: block;
  inline-size: ${({ theme }) => theme.space.xl};
  aspect-ratio: 4 / 5;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
`;

/**
 * The back office's products as a dense table with a tick box per row for bulk actions: the
 * picture, title, category, brand, prices and stock, then Edit and Delete.
 */
export function AdminProductTable({
  products,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
  ...props
}: AdminProductTableProps) {
  // react-aria caches rendered rows until `dependencies` change; stable callbacks that read the
  // latest handlers keep the cache valid without going stale.
  const latest = useRef({ onEdit, onDelete });
  latest.current = { onEdit, onDelete };
  const edit = useCallback((product: Product) => latest.current.onEdit(product), []);
  const remove = useCallback((product: Product) => latest.current.onDelete(product), []);
  const change = (keys: Selection) =>
    onSelectedChange(
      keys === 'all' ? new Set(products.map((p) => p._id)) : new Set([...keys].map(String)),
    );
  return (
    <Frame>
      <StyledTable
        {...props}
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={selected}
        onSelectionChange={change}
      >
        <TableHeader>
          <Column>
            <Checkbox slot="selection">
              <VisuallyHidden>Select all</VisuallyHidden>
            </Checkbox>
          </Column>
          <Column data-wide>
            <VisuallyHidden>Picture</VisuallyHidden>
          </Column>
          <Column isRowHeader>Title</Column>
          <Column data-wide>Category</Column>
          <Column data-wide>Brand</Column>
          <Column data-numeric>Price</Column>
          <Column data-numeric data-wide>
            Sale price
          </Column>
          <Column data-numeric>Stock</Column>
          <Column>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Column>
        </TableHeader>
        <TableBody items={products} dependencies={[edit, remove]}>
          {(product) => (
            <Row id={product._id} textValue={product.title}>
              <Cell>
                <Checkbox slot="selection">
                  <VisuallyHidden>{`Select ${product.title}`}</VisuallyHidden>
                </Checkbox>
              </Cell>
              <Cell data-wide>
                <Thumb src={product.image} alt="" loading="lazy" decoding="async" />
              </Cell>
              <Cell>{product.title}</Cell>
              <Cell data-wide>{product.category}</Cell>
              <Cell data-wide>{product.brand}</Cell>
              <Cell data-numeric>{formatMoney(product.price)}</Cell>
              <Cell data-numeric data-wide>
                {product.salePrice > 0 ? formatMoney(product.salePrice) : '—'}
              </Cell>
              <Cell data-numeric>
                {product.totalStock}
                <VisuallyHidden>{` (${STOCK_LABELS[stockState(product)]})`}</VisuallyHidden>
              </Cell>
              <Cell>
                <Actions>
                  <IconButton
                    size="sm"
                    label={`Edit ${product.title}`}
                    onPress={() => edit(product)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    label={`Delete ${product.title}`}
                    onPress={() => remove(product)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Actions>
              </Cell>
            </Row>
          )}
        </TableBody>
      </StyledTable>
    </Frame>
  );
}
