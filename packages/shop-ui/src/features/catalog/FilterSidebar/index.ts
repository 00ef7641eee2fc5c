export {
  FilterFields,
  type FilterFieldsProps,
  FilterSidebar,
  type FilterSidebarProps,
} from './FilterSidebar';
