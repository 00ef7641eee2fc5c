import { type CartItem, formatMoney, lineTotal, unitPrice } from '@atelier/api-client';
import { VisuallyHidden } from 'react-aria-components';
import { styled } from 'styled-components';

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

const Line = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

const Thumb = styled.img`
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Was = styled.s`
  margin-inline-end: ${({ theme }) => theme.space.xs};
`;

const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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
          <Line key={`${item.productId}-${item.selectedSize}`}>
            {/* The title beside it names the item, so the thumbnail is decorative. */}
            <Thumb src={item.image} alt="" />
            <div>
              <Title>{item.title}</Title>
              <Meta>
                Size: {item.selectedSize} · Quantity: {item.quantity}
              </Meta>
              <Meta>
                {onSale && (
                  <Was>
                    <VisuallyHidden elementType="span">Was </VisuallyHidden>
                    {formatMoney(item.price)}
                  </Was>
                )}
                {formatMoney(unitPrice(item))} each
              </Meta>
            </div>
            <Total>{formatMoney(lineTotal(item))}</Total>
          </Line>
        );
      })}
    </List>
  );
}
