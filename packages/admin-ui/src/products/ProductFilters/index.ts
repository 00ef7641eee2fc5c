export { ProductFilters, type ProductFiltersProps } from './ProductFilters';
