export { ListingScreen, type ListingScreenProps, productCountText } from './ListingScreen';
export { useListingState } from './useListingState';
