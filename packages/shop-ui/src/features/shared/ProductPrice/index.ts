export { ProductPrice, type ProductPriceProps } from './ProductPrice';
