import { type CardProduct, colourPicture } from '@atelier/api-client';
import { type HTMLAttributes, useId, useState } from 'react';
import { styled, useTheme } from 'styled-components';
import { Badge } from '../../../primitives/Badge';
import { buttonLook } from '../../../primitives/Button/buttonLook';
import { focusRing } from '../../../theme';
import {
  brandLabel,
  cardBadge,
  categoryLabel,
  PICTURE_SIZE,
  ProductPrice,
  pictureSrcSet,
} from '../../shared';

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

/**
 * The card's parts, styled from its root: one styled component renders per card rather than one
 * per part, since a windowed grid mounts several cards in every frame of a scroll. The prefix
 * keeps a page's own class names from reaching in.
 */
const PART = {
  media: 'atelier-card-media',
  image: 'atelier-card-image',
  badge: 'atelier-card-badge',
  body: 'atelier-card-body',
  title: 'atelier-card-title',
  meta: 'atelier-card-meta',
  price: 'atelier-card-price',
  swatches: 'atelier-card-swatches',
  swatch: 'atelier-card-swatch',
  footer: 'atelier-card-footer',
  add: 'atelier-card-add',
} as const;

const Root = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  /* The box keeps its shape before the picture arrives (no layout shift, and the windowed grid
     measures a card once): the demo's garments are 4:5, other pictures are cropped to fit. */
  .${PART.media} {
    position: relative;
    aspect-ratio: 4 / 5;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .${PART.image} {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .${PART.badge} {
    position: absolute;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
  }
  .${PART.body} {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
  }
  .${PART.title} {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    /* Two lines at most keeps every card in a row the same height. */
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .${PART.meta} {
    margin: 0;
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .${PART.price} {
    margin-top: auto;
  }
  .${PART.swatches} {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
  /* Native buttons, as for Add to cart below: a card in a windowed grid must mount cheaply. */
  .${PART.swatch} {
    width: ${({ theme }) => theme.space.lg};
    height: ${({ theme }) => theme.space.lg};
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
    cursor: pointer;
    &[aria-pressed='true'] {
      ${focusRing('outside', 'currentColor')}
    }
    &:focus-visible {
      ${focusRing()}
    }
  }
  .${PART.footer} {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
  /* A native button (keyboard, focus and a disabled state are the browser's), looking like the
     Button primitive: react-aria's one costs more to mount than the rest of the card. */
  .${PART.add} {
    ${buttonLook('primary', 'md')}
    width: 100%;
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.primaryHover};
      }
    }
    &:active:not(:disabled, [aria-disabled]) {
      transform: translateY(1px);
    }
    &:focus-visible {
      ${focusRing()}
    }
    &:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    &[aria-disabled] {
      cursor: progress;
    }
  }
`;

const TitleButton = styled.button`
  all: unset;
  cursor: pointer;
  &:hover { text-decoration: underline; }
  &:focus-visible {
    ${focusRing()}
  }
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
  const theme = useTheme();
  // Extension product-colours: a swatch shows the product in that colour.
  const [colour, setColour] = useState<string | null>(null);
  const picture = colourPicture(product, colour);
  // A first-screen card keeps the one URL: the shell preloads the listing's first picture by
  // it, and a srcset would make the browser fetch a second copy.
  const srcSet = imageLoading === 'eager' ? undefined : pictureSrcSet(picture);
  const badge = cardBadge(product);
  const outOfStock = product.totalStock <= 0;
  const Title = `h${headingLevel}` as const;
  return (
    <Root {...props}>
      <div className={PART.media}>
        {imageLoading !== 'deferred' && (
          <img
            className={PART.image}
            src={picture.url}
            srcSet={srcSet}
            // Two cards share a phone's row; elsewhere a card is at least theme.sizes.card wide
            // and seldom much wider (grids of auto-filled columns).
            sizes={srcSet && `(max-width: ${theme.breakpoints.sm}) 50vw, ${theme.sizes.card}`}
            width={PICTURE_SIZE.width}
            height={PICTURE_SIZE.height}
            alt={colour ? `${product.title} in ${colour}` : product.title}
            loading={imageLoading}
            decoding={imageLoading === 'eager' ? 'auto' : 'async'}
          />
        )}
        {badge && (
          <div className={PART.badge}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
        )}
      </div>
      <div className={PART.body}>
        <Title className={PART.title} id={titleId}>
          {onOpen ? (
            <TitleButton type="button" onClick={() => onOpen(product)}>
              {product.title}
            </TitleButton>
          ) : (
            product.title
          )}
        </Title>
        <p className={PART.meta}>
          <span>{brandLabel(product.brand)}</span>
          <span>{categoryLabel(product.category)}</span>
        </p>
        {product.colours && product.colours.length > 1 && (
          <fieldset className={PART.swatches} aria-label={`Colours of ${product.title}`}>
            {product.colours.map((entry) => (
              <button
                key={entry.name}
                type="button"
                className={PART.swatch}
                // The swatch is the product's own colour, the one colour that comes from data.
                style={{ background: entry.swatch }}
                aria-label={entry.name}
                aria-pressed={entry.name === colour}
                // A preview for pointers: the keyboard's Tab goes from a card to its Add to cart
                // (the grid's model), and the product dialog, one Enter away, chooses colours.
                tabIndex={-1}
                onClick={() => setColour(entry.name)}
              />
            ))}
          </fieldset>
        )}
        <ProductPrice className={PART.price} price={product.price} salePrice={product.salePrice} />
      </div>
      {onAddToCart && (
        <div className={PART.footer}>
          <button
            type="button"
            className={PART.add}
            aria-describedby={titleId}
            disabled={outOfStock}
            // Pending: still focusable and named, but a press does nothing yet.
            aria-disabled={isAddPending || undefined}
            onClick={() => {
              if (!isAddPending) onAddToCart(product);
            }}
          >
            Add to cart
          </button>
        </div>
      )}
    </Root>
  );
}
