import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { focusRing } from '../../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis; `destructive` for actions that delete. */
  variant?: ButtonVariant;
  /** Control height and padding. */
  size?: ButtonSize;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
};

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `${theme.space.xs} ${theme.space.sm}` : `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  transition: background ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  ${({ $variant }) => variants[$variant]}
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
