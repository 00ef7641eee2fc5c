export { CartItemRow, type CartItemRowProps } from './CartItemRow';
