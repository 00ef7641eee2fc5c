import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonProps, type ButtonSize } from '../Button';
import { iconSquare } from '../NativeButton/NativeButton';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** Accessible name; an icon alone has none, so this becomes the `aria-label`. */
  label: string;
  /** The icon, e.g. `<CartIcon />`; a count badge may sit beside it. */
  children: ReactNode;
}

const Square = styled(Button)<{ $box: ButtonSize }>`${iconSquare}`;

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
