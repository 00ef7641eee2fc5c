export { type CartOwner, type ShopCart, useShopCart } from './useShopCart';
