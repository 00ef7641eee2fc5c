import type { WishlistItem } from '@atelier/api-client';
import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { TrashIcon } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { IconButton } from '../../../primitives/IconButton';
import { focusRing } from '../../../theme';
import { brandLabel, ProductPrice } from '../../shared';

export interface WishlistListProps {
  /** The wishlist's products. */
  items: readonly WishlistItem[];
  /** Opens a product's details. */
  onOpen: (productId: string) => void;
  /** Takes a product off the wishlist. */
  onRemove: (productId: string) => void;
  /** Puts the product in the cart (asking for the size when several have room). */
  onAddToCart?: (productId: string) => void;
  /** Products whose removal is on its way to the server; their cards report themselves busy. */
  pendingIds?: ReadonlySet<string>;
  /** Products whose add to cart is on its way: their button shows it. */
  addingIds?: ReadonlySet<string>;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ theme }) => theme.sizes.card}, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const TitleButton = styled(AriaButton)`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  & > * { width: 100%; }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/**
 * The wishlist's products as cards: picture, title (opens the product), brand, price, remove,
 * and Add to cart.
 */
export function WishlistList({
  items,
  onOpen,
  onRemove,
  onAddToCart,
  pendingIds,
  addingIds,
}: WishlistListProps) {
  const idPrefix = useId();
  const titleId = (item: WishlistItem) => `${idPrefix}-${item.productId}`;
  return (
    <Grid aria-label="Wishlist">
      {items.map((item) => (
        <Card key={item.productId} aria-busy={pendingIds?.has(item.productId) || undefined}>
          <Picture src={item.image} alt="" loading="lazy" />
          <Body>
            <Text>
              <Title>
                <TitleButton id={titleId(item)} onPress={() => onOpen(item.productId)}>
                  {item.title}
                </TitleButton>
              </Title>
              <Brand>{brandLabel(item.brand)}</Brand>
              <ProductPrice price={item.price} salePrice={item.salePrice} />
            </Text>
            <IconButton
              label={`Remove ${item.title} from wishlist`}
              onPress={() => onRemove(item.productId)}
            >
              <TrashIcon />
            </IconButton>
          </Body>
          {onAddToCart && (
            <Footer>
              <Button
                aria-describedby={titleId(item)}
                isPending={addingIds?.has(item.productId)}
                onPress={() => onAddToCart(item.productId)}
              >
                Add to cart
              </Button>
            </Footer>
          )}
        </Card>
      ))}
    </Grid>
  );
}
