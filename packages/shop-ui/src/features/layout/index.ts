export { cartButtonLabel, SHOP_NAV_LINKS, type ShopNavLink, shopNavLinks } from './navLinks';
export { ShopHeader, type ShopHeaderProps } from './ShopHeader';
export { ShopLayout, type ShopLayoutProps } from './ShopLayout';
