export { CartItemRow, type CartItemRowProps } from './CartItemRow';
export { CartSheet, type CartSheetProps } from './CartSheet';
export { CartSummary, type CartSummaryProps } from './CartSummary';
