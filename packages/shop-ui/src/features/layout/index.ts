export { cartButtonLabel, SHOP_NAV_LINKS, type ShopNavLink } from './navLinks';
export { ShopHeader, type ShopHeaderProps } from './ShopHeader';
export { ShopLayout, type ShopLayoutProps } from './ShopLayout';
