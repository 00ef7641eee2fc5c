import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    @media (hover: hover) { &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; } }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    @media (hover: hover) { &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; } }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    @media (hover: hover) { &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; } }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
} satisfies Record<ButtonVariant, unknown>;

/**
 * How a button looks, for anything that should look like one (Button, and Link's button
 * variant, NativeButton): shape, type and the variant's colours, with hover where a pointer can
 * hover. Pressed, focus and disabled states are the component's own.
 */
export const buttonLook = (variant: ButtonVariant, size: ButtonSize) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => (size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  padding: ${({ theme }) =>
    size === 'sm' ? `${theme.space.xs} ${theme.space.sm}` : `${theme.space.sm} ${theme.space.md}`};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  ${variants[variant]}
`;
