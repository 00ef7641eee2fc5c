export { ListingScreen, type ListingScreenProps, productCountText } from './ListingScreen';
export { type ListingProducts, useListingProducts } from './useListingProducts';
export { type ListingStateApi, useListingState } from './useListingState';
