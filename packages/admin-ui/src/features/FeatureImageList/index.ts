export { FeatureImageList, type FeatureImageListProps, featureImageName } from './FeatureImageList';
