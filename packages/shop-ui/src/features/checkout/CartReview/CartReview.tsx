import { type CartItem, formatMoney, lineTotal, unitPrice } from '@atelier/api-client';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';

export interface CartReviewProps {
  /** The cart lines to review before paying. */
  items: readonly CartItem[];
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Picture, then title and line total on one row with the details under them: a line stays
// two or three rows high even in a phone's narrow panel.
const Line = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'thumb title total'
    'thumb meta meta';
  column-gap: ${({ theme }) => theme.space.md};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: start;
`;

const Thumb = styled.img`
  grid-area: thumb;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Title = styled.p`
  grid-area: title;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Meta = styled.p`
  grid-area: meta;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Was = styled.s`
  margin-inline-end: ${({ theme }) => theme.space.xs};
`;

const Total = styled.p`
  grid-area: total;
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The cart lines at checkout: size, quantity, the unit price paid and the line total. */
export function CartReview({ items }: CartReviewProps) {
  if (items.length === 0) return <Empty>Your cart is empty.</Empty>;
  return (
    <List aria-label="Items in your order">
      {items.map((item) => {
        const onSale = item.salePrice > 0 && item.salePrice < item.price;
        return (
          <Line key={`${item.productId}-${item.selectedSize}-${item.selectedColour ?? ''}`}>
            {/* The title beside it names the item, so the thumbnail is decorative. */}
            <Thumb src={item.image} alt="" />
            <Title>{item.title}</Title>
            <Total>{formatMoney(lineTotal(item))}</Total>
            <Meta>
              Size: {item.selectedSize}
              {item.selectedColour && ` · Colour: ${item.selectedColour}`} · Quantity:{' '}
              {item.quantity} ·{' '}
              {onSale && (
                <Was>
                  <VisuallyHidden>Was </VisuallyHidden>
                  {formatMoney(item.price)}
                </Was>
              )}
              {formatMoney(unitPrice(item))} each
            </Meta>
          </Line>
        );
      })}
    </List>
  );
}
