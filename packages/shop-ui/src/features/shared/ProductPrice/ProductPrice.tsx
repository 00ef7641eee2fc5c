import { formatMoney, type Product } from '@atelier/api-client';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';

export interface ProductPriceProps extends Pick<Product, 'price' | 'salePrice'> {
  /** For placing the line in a layout (styled(ProductPrice)). */
  className?: string;
}

const Prices = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ListPrice = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Price line: the sale price beside the struck-through list price when on sale. */
export function ProductPrice({ price, salePrice, ...props }: ProductPriceProps) {
  if (salePrice > 0) {
    return (
      <Prices {...props}>
        <ListPrice>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatMoney(price)}
        </ListPrice>
        <span>
          <VisuallyHidden>Sale price </VisuallyHidden>
          {formatMoney(salePrice)}
        </span>
      </Prices>
    );
  }
  return (
    <Prices {...props}>
      <span>{formatMoney(price)}</span>
    </Prices>
  );
}
