import type { ReactNode } from 'react';
import {
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme';

export interface MenuItemProps extends Omit<AriaMenuItemProps<object>, 'children'> {
  /** Visible content of the item. */
  children: ReactNode;
  /** Text for type-ahead and assistive technology when children are not plain text. */
  textValue?: string;
  /** Navigates here when chosen, through the app's router. */
  href?: string;
  /** Called when the item is chosen by pointer or keyboard. */
  onAction?: () => void;
}

const StyledItem = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-focus-visible] {
    ${focusRing('inside')}
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** One choice in a DropdownMenu: a link when given `href`, otherwise an action. */
export function MenuItem({ children, textValue, ...props }: MenuItemProps) {
  return (
    <StyledItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
    >
      {children}
    </StyledItem>
  );
}
