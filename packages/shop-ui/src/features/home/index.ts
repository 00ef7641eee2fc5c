export { FeatureCarousel, type FeatureCarouselProps } from './FeatureCarousel';
export { HomeScreen, type HomeScreenProps } from './HomeScreen';
export { categoryHref, ShopByCategory } from './ShopByCategory';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
