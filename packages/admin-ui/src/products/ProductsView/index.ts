export { ProductsView, type ProductsViewProps, productCountText } from './ProductsView';
