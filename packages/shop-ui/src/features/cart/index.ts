export { CartItemRow, type CartItemRowProps } from './CartItemRow';
export { CartSheet, type CartSheetProps } from './CartSheet';
export { CartSummary, type CartSummaryProps } from './CartSummary';
export { type CartLineRef, type CartProduct, GUEST_CART_KEY, useGuestCartMerge } from './guestCart';
export {
  QUICK_ADD_TITLE,
  QuickAddSizeDialog,
  type QuickAddSizeDialogProps,
} from './QuickAddSizeDialog';
export {
  QuickAddChoice,
  type QuickAddToCart,
  type SizeChoice,
  sizesWithRoom,
  useQuickAddToCart,
} from './quickAdd';
export { type CartOwner, type ShopCart, useShopCart } from './useShopCart';
