export { FeatureCarousel, type FeatureCarouselProps } from './FeatureCarousel';
export { type CarouselOptions, useCarousel } from './useCarousel';
