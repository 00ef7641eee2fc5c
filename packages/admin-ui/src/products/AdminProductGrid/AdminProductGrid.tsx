import type { Product } from '@atelier/api-client';
import { useMediaQuery } from '@atelier/shop-ui';
import { useCallback, useMemo, useRef } from 'react';
import {
  GridLayout,
  GridList,
  GridListItem,
  type GridListProps,
  Size,
  Virtualizer,
} from 'react-aria-components';
import { css, styled, useTheme } from 'styled-components';
import { cardCollection, cardItem, VIRTUALIZE_THRESHOLD } from '../../shared/cardCollection';
import { AdminProductCard } from '../AdminProductCard';

// Layout numbers for the virtualizer in CSS pixels (it positions the cards itself); the height
// is a first estimate, each card is measured once rendered.
const LAYOUT_OPTIONS = { minItemSize: new Size(224, 400), minSpace: new Size(24, 24) } as const;
// Two cards a row on a phone, as the unwindowed grid's CSS lays them out.
const PHONE_LAYOUT_OPTIONS = {
  minItemSize: new Size(140, 320),
  minSpace: new Size(8, 8),
  maxColumns: 2,
} as const;

export interface AdminProductGridProps
  extends Omit<GridListProps<Product>, 'items' | 'children' | 'layout' | 'onAction'> {
  /** The products, in display order. */
  products: readonly Product[];
  /** Accessible name of the grid. */
  'aria-label': string;
  /** A card's Edit was pressed, or the card was activated (Enter, click). */
  onEdit: (product: Product) => void;
  /** A card's Delete was pressed. */
  onDelete: (product: Product) => void;
  /** Window the grid; by default lists longer than `VIRTUALIZE_THRESHOLD` are. */
  virtualized?: boolean;
}

const StyledGrid = styled(GridList<Product>)<{ $virtualized: boolean }>`
  ${cardCollection(
    (theme) => css`
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
      gap: ${theme.space.lg};
      /* Two cards a row on a phone, not one letterboxed card a screen. */
      @media (max-width: ${theme.breakpoints.sm}) {
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${theme.space.sm};
      }
    `,
  )}
`;

const Item = styled(GridListItem<Product>)`
  ${cardItem}
`;

/**
 * The back office's products as an ARIA grid of cards: arrow keys move between cards, Tab reaches
 * a card's Edit and Delete, Enter on a card edits it. Long lists are windowed by react-aria's
 * Virtualizer, which keeps the focused card rendered so keyboard focus is never lost.
 */
export function AdminProductGrid({
  products,
  onEdit,
  onDelete,
  virtualized = products.length > VIRTUALIZE_THRESHOLD,
  ...props
}: AdminProductGridProps) {
  const isPhone = useMediaQuery(`(max-width: ${useTheme().breakpoints.sm})`);
  const byId = useMemo(
    () => new Map(products.map((product) => [product._id, product])),
    [products],
  );
  // react-aria caches rendered cards until `dependencies` change; stable callbacks that read the
  // latest handlers keep the cache valid without going stale.
  const latest = useRef({ onEdit, onDelete });
  latest.current = { onEdit, onDelete };
  const edit = useCallback((product: Product) => latest.current.onEdit(product), []);
  const remove = useCallback((product: Product) => latest.current.onDelete(product), []);

  const grid = (
    <StyledGrid
      {...props}
      $virtualized={virtualized}
      layout="grid"
      items={products}
      dependencies={[edit, remove]}
      onAction={(key) => {
        const product = byId.get(String(key));
        if (product) edit(product);
      }}
    >
      {(product) => (
        <Item id={product._id} textValue={product.title}>
          <AdminProductCard product={product} onEdit={edit} onDelete={remove} />
        </Item>
      )}
    </StyledGrid>
  );
  if (!virtualized) return grid;
  return (
    <Virtualizer
      layout={GridLayout}
      layoutOptions={isPhone ? PHONE_LAYOUT_OPTIONS : LAYOUT_OPTIONS}
    >
      {grid}
    </Virtualizer>
  );
}
