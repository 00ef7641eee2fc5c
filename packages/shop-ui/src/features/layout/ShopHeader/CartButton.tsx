import { styled } from 'styled-components';
import { CartIcon } from '../../../icons';
import { NativeIconButton } from '../../../primitives/NativeButton';
import { cartButtonLabel } from '../navLinks';

export interface CartButtonProps {
  /** Number of lines in the cart, shown on the badge and in the accessible name. */
  count: number;
  /** Opens the cart sheet. */
  onPress: () => void;
}

const Count = styled.span`
  position: absolute;
  top: 0;
  right: 0;
    min-width: 1.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25rem;
  text-align: center;
  pointer-events: none;
`;

/** The header's cart button; the visual badge is hidden because the name already says it. */
export function CartButton({ count, onPress }: CartButtonProps) {
  return (
    <NativeIconButton label={cartButtonLabel(count)} variant="ghost" onClick={onPress}>
      <CartIcon />
      <Count aria-hidden="true">{count}</Count>
    </NativeIconButton>
  );
}
