export {
  DEFAULT_PRODUCT_VIEW,
  isFilteredProductView,
  type ProductView,
  productQueryOf,
  productViewFromParams,
  productViewToParams,
} from './productView';
