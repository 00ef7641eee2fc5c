import type { ReactNode } from 'react';
import {
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  Header,
} from 'react-aria-components';
import { styled } from 'styled-components';

export interface MenuSectionProps extends Omit<AriaMenuSectionProps<object>, 'children'> {
  /** Visible heading of the group; it also names the group for assistive technology. */
  title?: ReactNode;
  /** The MenuItems of the group. */
  children: ReactNode;
}

export const MenuHeading = styled(Header)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A group of related items inside a DropdownMenu, optionally under a heading. */
export function MenuSection({ title, children, ...props }: MenuSectionProps) {
  return (
    <AriaMenuSection {...props}>
      {title !== undefined && <MenuHeading>{title}</MenuHeading>}
      {children}
    </AriaMenuSection>
  );
}
