import type { ReactNode } from 'react';
import {
  Menu,
  type MenuProps,
  MenuTrigger,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { Button, type ButtonVariant } from '../Button';
import { enterExitAnimation, fadeIn } from '../motion';

export interface DropdownMenuProps
  extends Omit<MenuProps<unknown>, 'children' | 'items' | 'aria-label'> {
  /** Accessible name of the trigger button, e.g. 'Account menu'. */
  label: string;
  /** Content of the trigger button, e.g. an avatar or an icon. */
  trigger: ReactNode;
  /** MenuItem, MenuSection and MenuHeader elements. */
  children: ReactNode;
  /** Where the menu opens relative to the trigger. */
  placement?: PopoverProps['placement'];
  /** Look of the trigger button. */
  triggerVariant?: ButtonVariant;
}

const StyledPopover = styled(Popover)`
  min-width: max(12rem, var(--trigger-width));
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  z-index: ${({ theme }) => theme.zIndices.overlay};
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;
  ${enterExitAnimation(fadeIn)}
`;

const StyledMenu = styled(Menu)`
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
  /* A rule between groups of items. */
  & > section + section,
  & > section + [role='menuitem'],
  & > [role='menuitem'] + section {
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * A button that opens a menu of actions and links. Arrow keys move between items, typing
 * jumps to an item, Enter chooses, Escape closes and focus returns to the button.
 */
export function DropdownMenu({
  label,
  trigger,
  children,
  placement = 'bottom end',
  triggerVariant = 'ghost',
  ...props
}: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Button variant={triggerVariant} aria-label={label}>
        {trigger}
      </Button>
      <StyledPopover placement={placement}>
        <StyledMenu {...props}>{children}</StyledMenu>
      </StyledPopover>
    </MenuTrigger>
  );
}
