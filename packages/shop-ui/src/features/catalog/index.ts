export { CatalogGrid, type CatalogGridProps } from './CatalogGrid';
export { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
export { ListingScreen, type ListingScreenProps, productCountText } from './ListingScreen';
export {
  initialListingState,
  type ListingState,
  listingStateFromParams,
  listingStateToParams,
  readStoredFilters,
  type StoredFilters,
  writeStoredFilters,
} from './listingParams';
export { ProductCard, type ProductCardProps, ProductPrice } from './ProductCard';
export { ProductGrid, type ProductGridProps, VIRTUALIZE_THRESHOLD } from './ProductGrid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './ProductGridSkeleton';
export { SortMenu, type SortMenuProps } from './SortMenu';
export { useQuickAddToCart } from './useQuickAddToCart';
