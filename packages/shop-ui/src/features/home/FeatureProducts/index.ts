export { FeatureProducts, type FeatureProductsProps } from './FeatureProducts';
