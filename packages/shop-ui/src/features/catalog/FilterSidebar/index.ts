export { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
