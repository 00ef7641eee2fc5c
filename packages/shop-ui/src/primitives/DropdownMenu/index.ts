export { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';
export { MenuHeader, type MenuHeaderProps } from './MenuHeader';
export { MenuItem, type MenuItemProps } from './MenuItem';
export { MenuSection, type MenuSectionProps } from './MenuSection';
