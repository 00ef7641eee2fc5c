import type { Product } from '@atelier/api-client';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  GridLayout,
  GridList,
  GridListItem,
  type GridListProps,
  Size,
  Virtualizer,
} from 'react-aria-components';
import { css, styled } from 'styled-components';
import { focusRing } from '../../../theme';
import { ProductCard } from '../ProductCard';
import { productColumns } from '../productColumns';

/** Lists longer than this are windowed: only the cards near the viewport are in the DOM. */
export const VIRTUALIZE_THRESHOLD = 48;
/** Cards whose pictures load at once: the first screenful, where the largest picture is. */
const EAGER_IMAGES = 4;

// Layout numbers for the virtualizer, in CSS pixels (it positions cards itself). The height is
// only the first estimate: each card is measured once rendered.
const MIN_CARD = new Size(224, 420);
const GAP = new Size(24, 24);
const LAYOUT_OPTIONS = { minItemSize: MIN_CARD, minSpace: GAP } as const;
// Narrower than two cards and a gap: a phone, where two smaller cards share a row.
const NARROW_GAP = 16;
const NARROW_CARD_HEIGHT = 360;

function layoutOptionsFor(width: number | null) {
  if (width === null || width >= 2 * MIN_CARD.width + GAP.width) return LAYOUT_OPTIONS;
  const cardWidth = Math.max(1, Math.floor((width - NARROW_GAP) / 2));
  return {
    minItemSize: new Size(cardWidth, NARROW_CARD_HEIGHT),
    minSpace: new Size(NARROW_GAP, NARROW_GAP),
  };
}

/** The element's content width, kept up to date; null until measured (and on the server). */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export interface ProductGridProps
  extends Omit<GridListProps<Product>, 'items' | 'children' | 'layout' | 'onAction'> {
  /** The products, in display order. */
  products: readonly Product[];
  /** Accessible name of the grid, e.g. 'Products'. */
  'aria-label': string;
  /** A card was activated (click, Enter): open the product. */
  onOpenProduct?: (product: Product) => void;
  /** A card's 'Add to cart' was pressed. */
  onAddToCart?: (product: Product) => void;
  /** Window the grid; by default only lists longer than `VIRTUALIZE_THRESHOLD` are. */
  virtualized?: boolean;
  /** The cards' 'Add to cart' buttons show a pending state and ignore presses. */
  isAddToCartPending?: boolean;
  /** Heading level of the card titles, one below the heading that introduces the grid. */
  cardHeadingLevel?: 2 | 3 | 4;
}

const StyledGrid = styled(GridList<Product>)<{ $virtualized: boolean }>`
  margin: 0;
  padding: 0;
  outline: none;
  ${({ $virtualized, theme }) =>
    $virtualized
      ? css`
          /* The virtualizer scrolls inside the grid, so it needs a bounded height. */
          display: block;
          block-size: 75vh;
          overflow: auto;
          border-radius: ${theme.radii.lg};
        `
      : productColumns}
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

const Item = styled(GridListItem<Product>)`
  display: block;
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: none;
  cursor: pointer;
  &[data-focus-visible] {
    ${focusRing()}
  }
  &[data-hovered] > article {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/**
 * Products as an ARIA grid of cards: arrow keys move between cards (up and down by row), Tab
 * reaches a card's 'Add to cart', Enter opens the card. Long lists are windowed by react-aria's
 * Virtualizer, which keeps the focused card rendered so keyboard focus is never lost.
 */
export function ProductGrid({
  products,
  onOpenProduct,
  onAddToCart,
  virtualized = products.length > VIRTUALIZE_THRESHOLD,
  cardHeadingLevel = 3,
  isAddToCartPending = false,
  ...props
}: ProductGridProps) {
  const byId = useMemo(
    () => new Map(products.map((product) => [product._id, product])),
    [products],
  );
  const eager = useMemo(
    () => new Set(products.slice(0, EAGER_IMAGES).map((product) => product._id)),
    [products],
  );
  // react-aria caches each rendered card until `dependencies` change, and a change re-renders the
  // whole collection; a stable callback that reads the latest handler keeps both fresh and cheap.
  const latestAdd = useRef(onAddToCart);
  latestAdd.current = onAddToCart;
  const hasAdd = onAddToCart !== undefined;
  const addToCart = useCallback((product: Product) => latestAdd.current?.(product), []);
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const layoutOptions = useMemo(() => layoutOptionsFor(width), [width]);
  const grid = (
    <StyledGrid
      {...props}
      $virtualized={virtualized}
      layout="grid"
      items={products}
      dependencies={[hasAdd, addToCart, cardHeadingLevel, isAddToCartPending, eager]}
      onAction={
        onOpenProduct
          ? (key) => {
              const product = byId.get(String(key));
              if (product) onOpenProduct(product);
            }
          : undefined
      }
    >
      {(product) => (
        <Item id={product._id} textValue={product.title}>
          <ProductCard
            product={product}
            onAddToCart={hasAdd ? addToCart : undefined}
            headingLevel={cardHeadingLevel}
            isAddPending={isAddToCartPending}
            imageLoading={eager.has(product._id) ? 'eager' : 'lazy'}
          />
        </Item>
      )}
    </StyledGrid>
  );
  if (!virtualized) return grid;
  return (
    <div ref={frame}>
      <Virtualizer layout={GridLayout} layoutOptions={layoutOptions}>
        {grid}
      </Virtualizer>
    </div>
  );
}
