import type { ReactNode } from 'react';
import { MenuSection as AriaMenuSection } from 'react-aria-components';
import { styled } from 'styled-components';
import { MenuHeading } from './MenuSection';

export interface MenuHeaderProps {
  /** Non-interactive text at the top of the menu, e.g. 'Logged in as Asha'. */
  children: ReactNode;
}

const Heading = styled(MenuHeading)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * A heading inside a DropdownMenu that keyboard navigation skips. A menu may only contain
 * items and groups, so it is a group of its own whose name is the heading text.
 */
export function MenuHeader({ children }: MenuHeaderProps) {
  return (
    <AriaMenuSection>
      <Heading>{children}</Heading>
    </AriaMenuSection>
  );
}
