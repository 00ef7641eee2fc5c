export { ProductGridSkeleton, type ProductGridSkeletonProps } from './ProductGridSkeleton';
