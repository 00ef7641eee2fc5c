export { CART_SHEET_TITLE, CartSheet, type CartSheetProps } from './CartSheet';
