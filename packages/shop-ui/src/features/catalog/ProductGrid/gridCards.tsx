import type { CardProduct } from '@atelier/api-client';
import { type ReactElement, useCallback, useMemo, useRef } from 'react';
import { GridListItem, type GridListProps } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { focusRing } from '../../../theme';
import { ProductCard } from '../ProductCard';

/** Cards whose pictures load at once: the first screenful, where the largest picture is. */
export const EAGER_IMAGES = 4;

/** What the plain and the windowed product grid take. */
export interface ProductGridBaseProps
  extends Omit<GridListProps<object>, 'items' | 'children' | 'layout' | 'onAction'> {
  /** Accessible name of the grid, e.g. 'Products'. */
  'aria-label': string;
  /** A card was activated (click, Enter): open the product. */
  onOpenProduct?: (product: CardProduct) => void;
  /** A card's 'Add to cart' was pressed. */
  onAddToCart?: (product: CardProduct) => void;
  /** The cards' 'Add to cart' buttons show a pending state and ignore presses. */
  isAddToCartPending?: boolean;
  /** Heading level of the card titles, one below the heading that introduces the grid. */
  cardHeadingLevel?: 2 | 3 | 4;
}

export const gridLook = css`
  margin: 0;
  padding: 0;
  outline: none;
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

export const GridItem = styled(GridListItem)`
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

/** What `useGridCards` hands a grid. */
export interface GridCards {
  /** The props left for the GridList itself. */
  gridProps: Omit<
    ProductGridBaseProps,
    'onOpenProduct' | 'onAddToCart' | 'cardHeadingLevel' | 'isAddToCartPending'
  >;
  /** What the GridList re-renders its cards on. */
  dependencies: unknown[];
  onAction: ((key: string | number) => void) | undefined;
  renderCard: (product: CardProduct) => ReactElement;
}

/**
 * The cards of the plain (react-aria) product grid: each product's card with its handlers, the
 * first pictures loaded at once, what react-aria needs to re-render them when those change, and
 * the props left for the GridList itself.
 */
export function useGridCards(
  products: ReadonlyArray<CardProduct | undefined>,
  {
    onOpenProduct,
    onAddToCart,
    cardHeadingLevel = 3,
    isAddToCartPending = false,
    ...gridProps
  }: ProductGridBaseProps,
): GridCards {
  const byId = useMemo(() => {
    const map = new Map<string, CardProduct>();
    for (const product of products) if (product) map.set(product._id, product);
    return map;
  }, [products]);
  const eager = useMemo(() => {
    const ids = new Set<string>();
    for (let index = 0; index < Math.min(EAGER_IMAGES, products.length); index += 1) {
      const product = products[index];
      if (product) ids.add(product._id);
    }
    return ids;
  }, [products]);
  // react-aria caches each rendered card until `dependencies` change, and a change re-renders the
  // whole collection; a stable callback that reads the latest handler keeps both fresh and cheap.
  const latestAdd = useRef(onAddToCart);
  latestAdd.current = onAddToCart;
  const hasAdd = onAddToCart !== undefined;
  const addToCart = useCallback((product: CardProduct) => latestAdd.current?.(product), []);
  const renderCard = (product: CardProduct) => (
    <GridItem id={product._id} textValue={product.title}>
      <ProductCard
        product={product}
        onAddToCart={hasAdd ? addToCart : undefined}
        headingLevel={cardHeadingLevel}
        isAddPending={isAddToCartPending}
        imageLoading={eager.has(product._id) ? 'eager' : 'lazy'}
      />
    </GridItem>
  );
  return {
    gridProps,
    dependencies: [hasAdd, addToCart, cardHeadingLevel, isAddToCartPending, eager],
    onAction: onOpenProduct
      ? (key: string | number) => {
          const product = byId.get(String(key));
          if (product) onOpenProduct(product);
        }
      : undefined,
    renderCard,
  };
}
