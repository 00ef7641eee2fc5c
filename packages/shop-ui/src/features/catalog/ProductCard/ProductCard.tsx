import type { CardProduct } from '@atelier/api-client';
import { type HTMLAttributes, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { focusRing } from '../../../theme';
import { brandLabel, cardBadge, categoryLabel, ProductPrice } from '../../shared';

export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The product to show. */
  product: CardProduct;
  /** 'Add to cart' was pressed; the button is disabled when the product is out of stock. */
  onAddToCart?: (product: CardProduct) => void;
  /** When given, the title becomes a button that opens the product (outside a ProductGrid). */
  onOpen?: (product: CardProduct) => void;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** 'Add to cart' shows a pending state and ignores presses (e.g. while the session loads). */
  isAddPending?: boolean;
  /**
   * 'eager' for a card in the first screenful, whose picture may be the page's largest;
   * 'deferred' keeps the picture's box empty and asks for nothing yet (a card a windowed grid
   * is flung past).
   */
  imageLoading?: 'lazy' | 'eager' | 'deferred';
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

// The box keeps its shape before the picture arrives (no layout shift, and the windowed grid
// measures a card once): the demo's garments are 4:5, other pictures are cropped to fit.
const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const BadgeSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* Two lines at most keeps every card in a row the same height. */
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const TitleButton = styled(AriaButton)`
  all: unset;
  cursor: pointer;
  &[data-hovered] { text-decoration: underline; }
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CardPrice = styled(ProductPrice)`
  margin-top: auto;
`;

const Footer = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  & > * { width: 100%; }
`;

/** A product in a listing, search result or feature row: image, badge, price and quick add. */
export function ProductCard({
  product,
  onAddToCart,
  onOpen,
  headingLevel = 3,
  isAddPending = false,
  imageLoading = 'lazy',
  ...props
}: ProductCardProps) {
  const titleId = useId();
  const badge = cardBadge(product);
  const outOfStock = product.totalStock <= 0;
  return (
    <Root {...props}>
      <Media>
        {imageLoading !== 'deferred' && (
          <Image
            src={product.image}
            alt={product.title}
            loading={imageLoading}
            decoding={imageLoading === 'eager' ? 'auto' : 'async'}
          />
        )}
        {badge && (
          <BadgeSlot>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </BadgeSlot>
        )}
      </Media>
      <Body>
        <Title as={`h${headingLevel}`} id={titleId}>
          {onOpen ? (
            <TitleButton onPress={() => onOpen(product)}>{product.title}</TitleButton>
          ) : (
            product.title
          )}
        </Title>
        <Meta>
          <span>{brandLabel(product.brand)}</span>
          <span>{categoryLabel(product.category)}</span>
        </Meta>
        <CardPrice price={product.price} salePrice={product.salePrice} />
      </Body>
      {onAddToCart && (
        <Footer>
          <Button
            aria-describedby={titleId}
            isDisabled={outOfStock}
            isPending={isAddPending}
            onPress={() => onAddToCart(product)}
          >
            Add to cart
          </Button>
        </Footer>
      )}
    </Root>
  );
}
