import type { CardProduct } from '@atelier/api-client';
import { memo, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../../theme';
import { afterPictureShown } from '../../shared/afterPaint';
import { ProductCard } from '../ProductCard';
import { CardPlaceholder } from './CardPlaceholder';
import type { PictureGate } from './pictureGate';
import { EAGER_IMAGES, type ProductGridBaseProps } from './productGridProps';
import { usePictureShown } from './usePictureShown';

const Row = styled.div`
  display: block;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: none;
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
  &:hover article {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  /* A placeholder stands as tall as the cards, so rows keep one height as products arrive. */
  &[aria-busy='true'] {
    min-block-size: var(--card-block-size, 0);
  }
`;

const Cell = styled.div`
  height: 100%;
`;

interface CardRowProps {
  index: number;
  product: CardProduct | undefined;
  isTabStop: boolean;
  /**
   * When the card may show its picture (the first card always may, and tells the gate once its
   * picture is here).
   */
  pictures?: PictureGate;
  cardProps: Pick<ProductGridBaseProps, 'onAddToCart' | 'isAddToCartPending' | 'cardHeadingLevel'>;
}

/**
 * One position: a row of the grid holding its card, or a placeholder until its product
 * arrives. Memoised: scrolling re-renders only the rows that come into the window.
 */
export const CardRow = memo(function CardRow({
  index,
  product,
  isTabStop,
  pictures,
  cardProps: { onAddToCart, isAddToCartPending = false, cardHeadingLevel = 3 },
}: CardRowProps) {
  const row = useRef<HTMLDivElement>(null);
  const isLead = index === 0;
  const pictureShown = usePictureShown(isLead ? undefined : pictures);
  // The first card tells the gate once its picture is on screen (at once if it has none).
  const leadGate = isLead && product ? pictures : undefined;
  useEffect(
    () => leadGate && afterPictureShown(row.current?.querySelector('img'), leadGate.leadShown),
    [leadGate],
  );
  return (
    <Row
      ref={row}
      role="row"
      aria-rowindex={index + 1}
      aria-label={product ? product.title : 'Loading product'}
      aria-busy={product ? undefined : true}
      tabIndex={isTabStop ? 0 : -1}
      data-index={index}
    >
      <Cell role="gridcell">
        {product ? (
          <ProductCard
            product={product}
            onAddToCart={onAddToCart}
            headingLevel={cardHeadingLevel}
            isAddPending={isAddToCartPending}
            imageLoading={!pictureShown ? 'deferred' : index < EAGER_IMAGES ? 'eager' : 'lazy'}
          />
        ) : (
          <CardPlaceholder />
        )}
      </Cell>
    </Row>
  );
});
