export {
  addLine,
  type CartLineRef,
  type CartProduct,
  parseGuestCart,
  removeLine,
  setLineQuantity,
} from './guestCartLines';
export { GUEST_CART_KEY, readGuestCart, writeGuestCart } from './guestCartStore';
export { type MergeResult, mergeGuestCart } from './mergeGuestCart';
export { useGuestCart } from './useGuestCart';
export { useGuestCartMerge } from './useGuestCartMerge';
