import type { ReactNode } from 'react';
import { type DefaultTheme, styled } from 'styled-components';
import { Button, type ButtonProps, type ButtonSize } from '../Button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** Accessible name; an icon alone has none, so this becomes the `aria-label`. */
  label: string;
  /** The icon, e.g. `<CartIcon />`; a count badge may sit beside it. */
  children: ReactNode;
}

// Touch targets stay at least 40px (2.5rem) even at the small size; md is 44px (2.75rem).
const edge = ({ theme, $box }: { theme: DefaultTheme; $box: ButtonSize }) =>
  $box === 'sm'
    ? `calc(${theme.space.xl} + ${theme.space.sm})`
    : `calc(${theme.space.xl} + ${theme.space.sm} + ${theme.space.xs})`;

const Square = styled(Button)<{ $box: ButtonSize }>`
  position: relative;
  padding: 0;
  min-width: ${edge};
  min-height: ${edge};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** A button showing only an icon, named for assistive technology by `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  ...props
}: IconButtonProps) {
  return (
    <Square aria-label={label} variant={variant} size={size} $box={size} {...props}>
      {children}
    </Square>
  );
}
