export { FeaturesScreen } from './FeaturesScreen';
