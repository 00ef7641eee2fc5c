export { ShopHeader, type ShopHeaderProps } from './ShopHeader';
