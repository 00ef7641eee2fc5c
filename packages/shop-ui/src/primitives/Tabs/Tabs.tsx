import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme';

export interface TabsProps extends AriaTabsProps {}
// `object` matches react-aria's own default item type for static children.
export interface TabListProps extends AriaTabListProps<object> {}
export interface TabProps extends AriaTabProps {}
export interface TabPanelProps extends AriaTabPanelProps {}

const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  &[data-orientation='vertical'] { flex-direction: row; }
`;

const StyledTabList = styled(AriaTabList<object>)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: 0;
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledTab = styled(AriaTab)`
  display: inline-flex;
  align-items: center;
  min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`});
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  &[data-hovered] { color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    ${focusRing('inside')}
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

const StyledTabPanel = styled(AriaTabPanel)`
  flex: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

/** Tabbed views (e.g. the account page's Orders / Wishlist / Address); arrow keys switch tabs. */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} />;
}

/** The row of tabs; needs an `aria-label` when no visible heading names it. */
export function TabList(props: TabListProps) {
  return <StyledTabList {...props} />;
}

/** One tab; its `id` pairs it with the TabPanel of the same `id`. */
export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

/** The content shown while the Tab with the same `id` is selected. */
export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
