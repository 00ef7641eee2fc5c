export { ShopLayout, type ShopLayoutProps } from './ShopLayout';
