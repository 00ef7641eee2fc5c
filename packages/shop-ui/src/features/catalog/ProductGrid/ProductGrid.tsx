import type { CardProduct } from '@atelier/api-client';
import { lazy, Suspense } from 'react';
import { GridList } from 'react-aria-components';
import { styled } from 'styled-components';
import { ProductGridSkeleton } from '../ProductGridSkeleton';
import { productColumns } from '../productColumns';
import { gridLook, type ProductGridBaseProps, useGridCards } from './gridCards';

/** Lists longer than this are windowed: only the cards near the viewport are in the DOM. */
export const VIRTUALIZE_THRESHOLD = 48;

// The windowing code loads only for long lists.
const WindowedProductGrid = lazy(() =>
  import('./WindowedProductGrid').then((module) => ({ default: module.WindowedProductGrid })),
);

export interface ProductGridProps extends ProductGridBaseProps {
  /** The products, in display order. */
  products: readonly CardProduct[];
  /** Window the grid; by default only lists longer than `VIRTUALIZE_THRESHOLD` are. */
  virtualized?: boolean;
}

const PlainGrid = styled(GridList<CardProduct>)`
  ${gridLook}
  ${productColumns}
`;

/**
 * Products as an ARIA grid of cards: arrow keys move between cards (up and down by row), Tab
 * reaches a card's 'Add to cart', Enter opens the card. Long lists are windowed
 * (`WindowedProductGrid`), whose keyboard moves scroll the card they reach into view first.
 */
export function ProductGrid({
  products,
  virtualized = products.length > VIRTUALIZE_THRESHOLD,
  ...props
}: ProductGridProps) {
  const { gridProps, dependencies, onAction, renderCard } = useGridCards(products, props);
  if (virtualized) {
    return (
      <Suspense fallback={<ProductGridSkeleton />}>
        <WindowedProductGrid {...props} products={products} />
      </Suspense>
    );
  }
  return (
    <PlainGrid
      {...gridProps}
      layout="grid"
      items={products}
      dependencies={dependencies}
      onAction={onAction}
    >
      {renderCard}
    </PlainGrid>
  );
}
