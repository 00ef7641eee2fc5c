export {
  ConnectedProductGrid,
  type ConnectedProductGridProps,
} from './ConnectedProductGrid';
export { FilterChips, type FilterChipsProps } from './FilterChips';
export { FILTER_SHEET_TITLE, FilterSheet, type FilterSheetProps } from './FilterSheet';
export {
  FilterFields,
  type FilterFieldsProps,
  FilterSidebar,
  type FilterSidebarProps,
} from './FilterSidebar';
export {
  type ListingProducts,
  ListingScreen,
  type ListingScreenProps,
  productCountText,
  useListingProducts,
} from './ListingScreen';
export {
  activeFilterCount,
  initialListingState,
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  listingTitle,
  readStoredFilters,
  type StoredFilters,
  writeStoredFilters,
} from './listingParams';
export { ProductCard, type ProductCardProps } from './ProductCard';
export {
  ProductGrid,
  type ProductGridBaseProps,
  type ProductGridProps,
  VIRTUALIZE_THRESHOLD,
  WindowedProductGrid,
  type WindowedProductGridProps,
} from './ProductGrid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './ProductGridSkeleton';
export { SortMenu, type SortMenuProps } from './SortMenu';
