export { ProductDetails, type ProductDetailsProps } from './ProductDetails';
export { ProductMedia, type ProductMediaProps } from './ProductMedia';
