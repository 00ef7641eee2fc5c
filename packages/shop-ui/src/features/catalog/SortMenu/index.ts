export { SortMenu, type SortMenuProps } from './SortMenu';
