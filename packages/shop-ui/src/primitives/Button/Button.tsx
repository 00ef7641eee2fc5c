import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme';
import { type ButtonSize, type ButtonVariant, buttonLook } from './buttonLook';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis; `destructive` for actions that delete. */
  variant?: ButtonVariant;
  /** Control height and padding. */
  size?: ButtonSize;
}

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${({ $variant, $size }) => buttonLook($variant, $size)}
  &[data-pressed] { transform: translateY(1px); }
  &[data-focus-visible] {
    ${focusRing()}
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/** A react-aria button: press events, keyboard and focus handling, styled by variant. */
export function Button({ variant = 'primary', size = 'md', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} {...props} />;
}
