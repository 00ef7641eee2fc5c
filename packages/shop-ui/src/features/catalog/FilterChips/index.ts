export { FilterChips, type FilterChipsProps, NO_FILTERS } from './FilterChips';
