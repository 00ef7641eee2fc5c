export { FeaturesView, type FeaturesViewProps } from './FeaturesView';
