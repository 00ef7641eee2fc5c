import { BADGES, type ColourStock, sizesInStock } from '@atelier/api-client';
import { type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { NativeButton } from '../../../primitives/NativeButton';
import { QuantityField } from '../../../primitives/QuantityField';
import { SizePicker } from '../SizePicker';

export interface PurchaseRequest {
  /** Null when no size was chosen; the caller reports 'Please select a size'. */
  selectedSize: string | null;
  quantity: number;
}

export interface PurchasePanelProps {
  /** The product's sizes with their stock (in the chosen colour, for a product with colours). */
  sizes: readonly ColourStock[];
  /** 'Add to cart' was pressed; the caller checks stock against the cart and shows the toast. */
  onAddToCart: (request: PurchaseRequest) => void;
  /** While the add request runs. */
  isPending?: boolean;
  /** Shown beside the sizes, such as the category's 'Size guide'. */
  sizeGuide?: ReactNode;
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const SizeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const SoldOut = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Size, quantity and 'Add to cart'. The quantity runs from 1 to the chosen size's stock; it is
 * not clamped when the size changes, so the stock rule can still say the quantity is too high.
 */
export function PurchasePanel({
  sizes,
  onAddToCart,
  isPending = false,
  sizeGuide,
}: PurchasePanelProps) {
  const [selectedSize, setSelectedSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const stock = sizes.find((size) => size.size === selectedSize)?.stock;

  if (sizesInStock(sizes).length === 0) {
    return (
      <Panel>
        <SoldOut>{BADGES.outOfStock}</SoldOut>
      </Panel>
    );
  }

  return (
    <Panel>
      <SizeRow>
        <SizePicker sizes={sizes} selectedSize={selectedSize} onChange={setSelectedSize} />
        {sizeGuide}
      </SizeRow>
      <QuantityField label="Quantity" value={quantity} max={stock} onChange={setQuantity} />
      {/* While adding, it keeps focus (aria-disabled, not disabled) and ignores presses. */}
      <NativeButton
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (!isPending) onAddToCart({ selectedSize, quantity });
        }}
      >
        Add to cart
      </NativeButton>
    </Panel>
  );
}
