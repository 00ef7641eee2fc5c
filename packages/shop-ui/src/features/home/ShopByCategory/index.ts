export { categoryHref, ShopByCategory } from './ShopByCategory';
