import { LOW_STOCK_THRESHOLD, type Size } from '@atelier/api-client';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';

export interface QuickAddSizeDialogProps {
  /** The product being added; its title says what the sizes are for. */
  productTitle: string;
  /** The sizes that still have room, in the product's order. */
  sizes: readonly Size[];
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Close (Close button, Escape, outside press) or a finished add. */
  onOpenChange: (isOpen: boolean) => void;
  /** A size was pressed: add one unit of it. */
  onChoose: (size: string) => void;
  /** While the add runs: the buttons ignore presses. */
  isPending?: boolean;
}

export const QUICK_ADD_TITLE = 'Choose a size';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sizes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    flex-direction: column;
    gap: 0;
  }
`;

const Left = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/**
 * The small size picker a card's 'Add to cart' opens when more than one size has room: one
 * press on a size adds one unit of it. Sizes running low say how many are left.
 */
export function QuickAddSizeDialog({
  productTitle,
  sizes,
  isOpen,
  onOpenChange,
  onChoose,
  isPending = false,
}: QuickAddSizeDialogProps) {
  const introId = useId();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={QUICK_ADD_TITLE} size="sm">
      <Intro id={introId}>Which size of {productTitle} would you like?</Intro>
      <Sizes aria-describedby={introId} aria-label="Sizes">
        {sizes.map((size) => (
          <li key={size._id}>
            <Button variant="secondary" isPending={isPending} onPress={() => onChoose(size.size)}>
              <VisuallyHidden>Add size </VisuallyHidden>
              {size.size}
              {size.stock < LOW_STOCK_THRESHOLD && (
                <Left>
                  <VisuallyHidden>, </VisuallyHidden>
                  {size.stock} left
                </Left>
              )}
            </Button>
          </li>
        ))}
      </Sizes>
    </Modal>
  );
}
